// Shared by the Contact and Technical support screens' tests: the channels the server sends,
// a fake browser clipboard, and the action button of a channel row.
import type { ContactDetails } from '@/api/support'

export const CONTACT_DETAILS: ContactDetails = {
  channels: [
    { type: 'officialSite', value: 'www.speedup.example', link: 'https://www.speedup.example' },
    { type: 'publicAccount', value: '加速会员服务号', link: '' },
    { type: 'qq', value: '800012345', link: '' },
    { type: 'qqGroup', value: '612345678', link: '' },
    { type: 'supportAccount', value: 'speedup_help', link: '' },
    { type: 'email', value: 'support@speedup.example', link: '' },
  ],
  serviceHours: '09:00-24:00 (UTC+8)',
}

/** The clipboard's writeText while installClipboard is in force; it succeeds unless a test says otherwise. */
export const writeText = jest.fn<Promise<void>, [string]>()

export function installClipboard(): void {
  writeText.mockResolvedValue(undefined)
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true })
}

export function removeClipboard(): void {
  Reflect.deleteProperty(window.navigator, 'clipboard')
}

/** The visit or copy button of a channel's row. */
export function channelAction(container: HTMLElement, type: string): HTMLElement {
  const button = container.querySelector<HTMLElement>(`[data-channel="${type}"] .at-button`)
  if (!button) throw new Error(`no action in the ${type} row`)
  return button
}
