// Support and version endpoints: contact channels and the latest app version per platform.
// Documented in docs/api.md ("Support and version endpoints").
import type { contactDetails, ContactChannelType, latestVersion } from '@/api/support'
import BRAND_NAMES from '@/config/brand.json'
import { CODE_OK } from '@/lib/answer-codes'
import { CODE_BAD_REQUEST, type Routes, type Wire } from '../route'
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

const routes: Routes = {
  'GET /sys/contact': {
    handle: () => ({
      code: CODE_OK,
      data: { channels: CONTACT_CHANNELS.map((channel) => ({ link: '', ...channel })), serviceHours: SERVICE_HOURS } satisfies Wire<typeof contactDetails>,
    }),
  },

  'GET /sys/latestVersion': {
    handle: ({ query, t }) => {
      const platformType = /^\d$/.test(query.platformType || '') ? Number(query.platformType) : undefined
      const latest = platformType === undefined ? undefined : LATEST_VERSIONS[platformType]
      if (!latest) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
      // a release date that moves with the clock, so the mock never looks years old
      const publishedAt = Math.floor((Date.now() - latest.ageDays * DAY_MS) / DAY_MS) * DAY_MS
      return { code: CODE_OK, data: { version: latest.version, releaseNotes: t('releaseNotes'), publishedAt } satisfies Wire<typeof latestVersion> }
    },
  },
}

export default routes
