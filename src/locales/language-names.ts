import type { Language } from '@/config/languages'

// Each language named in itself, so the switch reads right whatever the page's language; these
// are names, not translations, and the switch shows them before any other catalog has loaded.
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  zh_CN: '简体中文',
  en_US: 'English',
  zh_TW: '繁體中文（台灣）',
  zh_HK: '繁體中文（香港）',
  vi_VN: 'Tiếng Việt',
}
