// Support and version endpoints: contact channels and the latest app version per platform.
// Documented in docs/api.md ("Support and version endpoints").
import type { ContactChannelType } from '@/api/support'
import BRAND_NAMES from '@/config/brand.json'
import { CODE_OK } from '@/lib/answer-codes'
import type { Language } from '@/lib/i18n'
import type { Routes } from '../route'
import { DAY_MS } from '../state'

/** The official account users follow (spec 2, Contact; the follow task). */
export const OFFICIAL_ACCOUNT_NAME = `${BRAND_NAMES.zh_CN}服务号`

// The official channels (spec 2, Contact). Only the site has a page to visit; the others are copied.
const CONTACT_CHANNELS: readonly { type: ContactChannelType; value: string; link?: string }[] = [
  { type: 'officialSite', value: 'www.speedup.example', link: 'https://www.speedup.example' },
  { type: 'publicAccount', value: OFFICIAL_ACCOUNT_NAME },
  { type: 'qq', value: '800012345' },
  { type: 'qqGroup', value: '612345678' },
  { type: 'supportAccount', value: 'speedup_help' },
  { type: 'email', value: 'support@speedup.example' },
]

const SERVICE_HOURS = '09:00-24:00 (UTC+8)'

// Spec 1 platform types: 0 iOS, 1 Android and others, 2 PC app, 4 Mac app.
const LATEST_VERSIONS: Record<number, { version: string; ageDays: number } | undefined> = {
  0: { version: '3.31.0', ageDays: 6 },
  1: { version: '3.31.2', ageDays: 3 },
  2: { version: '3.2.0', ageDays: 12 },
  4: { version: '3.1.5', ageDays: 20 },
}

const RELEASE_NOTES: Record<Language, string> = {
  zh_CN: '优化线路选择，连接更快更稳定；修复了部分已知问题。',
  en_US: 'Smarter line selection for faster, steadier connections; fixes for known issues.',
  zh_TW: '優化線路選擇，連線更快更穩定；修復了部分已知問題。',
  zh_HK: '優化線路選擇，連接更快更穩定；修復了部分已知問題。',
  vi_VN: 'Chọn tuyến thông minh hơn để kết nối nhanh và ổn định hơn; sửa một số lỗi đã biết.',
}

const routes: Routes = {
  'GET /sys/contact': {
    handle: () => ({
      code: CODE_OK,
      data: { channels: CONTACT_CHANNELS.map((channel) => ({ link: '', ...channel })), serviceHours: SERVICE_HOURS },
    }),
  },

  'GET /sys/latestVersion': {
    handle: ({ query, lang, t }) => {
      const platformType = /^\d$/.test(query.platformType || '') ? Number(query.platformType) : undefined
      const latest = platformType === undefined ? undefined : LATEST_VERSIONS[platformType]
      if (!latest) return { code: 400, msg: t('badRequest') }
      // a release date that moves with the clock, so the mock never looks years old
      const publishedAt = Math.floor((Date.now() - latest.ageDays * DAY_MS) / DAY_MS) * DAY_MS
      return {
        code: CODE_OK,
        data: { version: latest.version, releaseNotes: RELEASE_NOTES[lang], publishedAt },
      }
    },
  },
}

export default routes
