import { http } from '@/services/http'
import { asArray, asRecord, badShape, okData, readNumber, readString } from './shape'

/** Spec 2: the contact channels of the Contact and Technical support screens. */
const CONTACT_CHANNEL_TYPES = ['officialSite', 'publicAccount', 'qq', 'qqGroup', 'supportAccount', 'email'] as const
export type ContactChannelType = (typeof CONTACT_CHANNEL_TYPES)[number]

export interface ContactChannel {
  type: ContactChannelType
  /** what the user reads and copies: an address, a number, an account name */
  value: string
  /** a page to visit instead, '' when the channel has none */
  link: string
}

export interface ContactDetails {
  channels: ContactChannel[]
  /** when support answers, as the server writes it; '' when not given */
  serviceHours: string
}

export interface LatestVersion {
  version: string
  /** what changed, in the request's language; '' when not given */
  releaseNotes: string
  publishedAt: number
}

// spec 5: versions are dotted numbers (major, minor, patch)
const VERSION = /^\d+(\.\d+){0,2}$/

function isChannelType(value: string): value is ContactChannelType {
  return (CONTACT_CHANNEL_TYPES as readonly string[]).includes(value)
}

/** A channel the client does not know (a newer server) is left out rather than shown unlabelled. */
function toChannel(item: unknown): ContactChannel | undefined {
  const record = asRecord(item, 'contact channel')
  const type = readString(record, 'type')
  if (!isChannelType(type)) return undefined
  const value = readString(record, 'value').trim()
  if (!value) return undefined
  return { type, value, link: readString(record, 'link', '').trim() }
}

function toContactDetails(data: unknown): ContactDetails {
  const record = asRecord(data, 'contact details')
  const channels = asArray(record.channels, 'contact channels')
    .map(toChannel)
    .filter((channel): channel is ContactChannel => channel !== undefined)
  return { channels, serviceHours: readString(record, 'serviceHours', '') }
}

function toLatestVersion(data: unknown): LatestVersion {
  const record = asRecord(data, 'latest version')
  const version = readString(record, 'version').trim()
  if (!VERSION.test(version)) throw badShape(`version ${version}`)
  return {
    version,
    releaseNotes: readString(record, 'releaseNotes', ''),
    publishedAt: readNumber(record, 'publishedAt', 0),
  }
}

/** GET /sys/contact: the official channels (docs/api.md). */
export async function fetchContactDetails(): Promise<ContactDetails> {
  return toContactDetails(okData(await http.request({ method: 'GET', path: '/sys/contact' })))
}

/** GET /sys/latestVersion: the newest app version for a platform type (spec 1: 0, 1, 2 or 4). */
export async function fetchLatestVersion(platformType: number): Promise<LatestVersion> {
  return toLatestVersion(
    okData(await http.request({ method: 'GET', path: '/sys/latestVersion', query: { platformType } })),
  )
}
