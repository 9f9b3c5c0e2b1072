import * as v from 'valibot'
import { http } from '@/services/http'
import { knownRows, num, okData, parseAnswer, text } from './shape'

/** Spec 2: the contact channels of the Contact and Technical support screens. */
const CONTACT_CHANNEL_TYPES = ['officialSite', 'publicAccount', 'qq', 'qqGroup', 'supportAccount', 'email'] as const
export type ContactChannelType = (typeof CONTACT_CHANNEL_TYPES)[number]

const contactChannel = v.pipe(
  v.object({
    type: v.picklist(CONTACT_CHANNEL_TYPES),
    /** what the user reads and copies: an address, a number, an account name */
    value: v.pipe(text, v.trim()),
    /** a page to visit instead, '' when the channel has none */
    link: v.pipe(v.nullish(text, ''), v.trim()),
  }),
  // A channel without a value has nothing to show.
  v.transform((channel) => (channel.value ? channel : undefined)),
)
export type ContactChannel = NonNullable<v.InferOutput<typeof contactChannel>>

/** A channel the client does not know (a newer server) is left out rather than shown unlabelled. */
const laterChannel = v.object({
  type: v.pipe(
    text,
    v.check((type) => !(CONTACT_CHANNEL_TYPES as readonly string[]).includes(type)),
  ),
})

export const contactDetails = v.object({
  channels: knownRows(contactChannel, laterChannel),
  /** when support answers, as the server writes it; '' when not given */
  serviceHours: v.nullish(text, ''),
})
export type ContactDetails = v.InferOutput<typeof contactDetails>

export const latestVersion = v.object({
  // spec 5: versions are dotted numbers (major, minor, patch)
  version: v.pipe(text, v.trim(), v.regex(/^\d+(\.\d+){0,2}$/)),
  /** what changed, in the request's language; '' when not given */
  releaseNotes: v.nullish(text, ''),
  publishedAt: v.nullish(num, 0),
})
export type LatestVersion = v.InferOutput<typeof latestVersion>

/** GET /sys/contact: the official channels (docs/api.md). */
export async function fetchContactDetails(): Promise<ContactDetails> {
  return parseAnswer(contactDetails, okData(await http.request({ method: 'GET', path: '/sys/contact' })))
}

/** GET /sys/latestVersion: the newest app version for a platform type (spec 1: 0, 1, 2 or 4). */
export async function fetchLatestVersion(platformType: number): Promise<LatestVersion> {
  return parseAnswer(latestVersion, okData(await http.request({ method: 'GET', path: '/sys/latestVersion', query: { platformType } })))
}
