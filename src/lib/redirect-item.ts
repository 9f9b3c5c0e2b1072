// Redirect items (spec 2, 3) read from a page query, checked before anything is followed.
import { isMiniProgramAppId, isMiniProgramPath, isSafeLink } from './links'
import { isUrl } from './validate'

/** Spec 3: a redirect item. */
export interface RedirectItem {
  targetUrl?: string
  clientUrl?: string
  originalId?: string
  innerLink?: string
  /** Kind 3 in the mini-program: WeChat opens another mini program by its app id, not its original id. */
  appId?: string
}

/** Spec 2: 0 and 4 open the link in-app, 1 in an external browser, 3 a chat-app mini program. */
const REDIRECT_KINDS = [0, 1, 3, 4] as const
export type RedirectKind = (typeof REDIRECT_KINDS)[number]

/** Why a redirect item is not followed. */
export type RedirectRefusal =
  | 'missing-kind'
  | 'unknown-kind'
  | 'missing-target'
  | 'unparsable-target'
  | 'unsafe-target'

export type ParsedRedirect =
  | { ok: true; kind: RedirectKind; item: RedirectItem }
  | { ok: false; reason: RedirectRefusal }

// a mini program's original id (gh_…), which the apps open it by
const MINI_PROGRAM_ID = /^[A-Za-z0-9_]{1,64}$/

// a query value that is no text (an object a router or host made) counts as absent
function present(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : undefined
  return text ? text : undefined
}

function parseKind(text: string | undefined): RedirectKind | RedirectRefusal {
  if (text === undefined) return 'missing-kind'
  if (!/^\d$/.test(text)) return 'unknown-kind'
  const kind = REDIRECT_KINDS.find((known) => known === Number(text))
  return kind ?? 'unknown-kind'
}

/** The links a redirect item may lead to: spec 5's domains, and with `httpsOnly` (production builds) https only. */
interface LinkRules {
  domains: readonly string[]
  httpsOnly: boolean
}

/** spec 5: a link must be a valid url (2048 characters at most) and its host must exactly equal an allowed domain. */
function checkLink(url: string, rules: LinkRules): RedirectRefusal | undefined {
  if (!isUrl(url)) return 'unparsable-target'
  return isSafeLink(url, rules.domains, rules.httpsOnly) ? undefined : 'unsafe-target'
}

function parseMiniProgram(query: Readonly<Record<string, unknown>>, rules: LinkRules): ParsedRedirect {
  const originalId = present(query.originalId)
  const appId = present(query.appId)
  const clientUrl = present(query.clientUrl)
  const innerLink = present(query.innerLink)
  // spec 2: by original id and inner link on mobile, by the client URL on desktop; by app id in the mini-program
  if (originalId === undefined && appId === undefined && clientUrl === undefined) return { ok: false, reason: 'missing-target' }
  if (originalId !== undefined && !MINI_PROGRAM_ID.test(originalId)) return { ok: false, reason: 'unparsable-target' }
  if (appId !== undefined && !isMiniProgramAppId(appId)) return { ok: false, reason: 'unparsable-target' }
  if (innerLink !== undefined && !isMiniProgramPath(innerLink)) return { ok: false, reason: 'unparsable-target' }
  if (clientUrl !== undefined) {
    const refusal = checkLink(clientUrl, rules)
    if (refusal) return { ok: false, reason: refusal }
  }
  const item: RedirectItem = {}
  if (originalId !== undefined) item.originalId = originalId
  if (appId !== undefined) item.appId = appId
  if (innerLink !== undefined) item.innerLink = innerLink
  if (clientUrl !== undefined) item.clientUrl = clientUrl
  return { ok: true, kind: 3, item }
}

/**
 * The redirect item of a page query (`targetUrl`, `clientUrl`, `originalId`, `appId`, `innerLink`, `kind`),
 * or why it must not be followed. Only the fields the kind uses are kept.
 */
export function parseRedirectQuery(
  query: Readonly<Record<string, unknown>>,
  allowedDomains: readonly string[],
  httpsOnly: boolean,
): ParsedRedirect {
  const rules: LinkRules = { domains: allowedDomains, httpsOnly }
  const kind = parseKind(present(query.kind))
  if (typeof kind === 'string') return { ok: false, reason: kind }
  if (kind === 3) return parseMiniProgram(query, rules)
  const targetUrl = present(query.targetUrl)
  if (targetUrl === undefined) return { ok: false, reason: 'missing-target' }
  const refusal = checkLink(targetUrl, rules)
  return refusal ? { ok: false, reason: refusal } : { ok: true, kind, item: { targetUrl } }
}

/** What the client can do with a partner offer (a subset of the adapter's client info). */
export interface PartnerClient {
  isMiniProgram: boolean
  isInApp: boolean
}

/** Spec 2: inside the mini program a partner opens as a mini program (kind 3), elsewhere in-app (kind 0). */
export function partnerRedirectKind(client: PartnerClient): RedirectKind {
  return client.isMiniProgram && !client.isInApp ? 3 : 0
}

/**
 * What the host adapter answered when asked to follow a link. `unavailable`: this client cannot
 * open it at all (a mini program without its app id, inside the mini-program); no upgrade helps.
 */
export type NavResult = 'done' | 'upgrade-required' | 'unsupported' | 'unavailable' | 'refused'

/** The locale key telling the user why a link was not followed; undefined when it was. */
export function followFailureKey(
  outcome: NavResult,
): 'host.versionTooOld' | 'host.unsupported' | 'host.unavailable' | 'host.linkRefused' | undefined {
  switch (outcome) {
    case 'upgrade-required':
      return 'host.versionTooOld'
    case 'unsupported':
      return 'host.unsupported'
    case 'unavailable':
      return 'host.unavailable'
    case 'refused':
      return 'host.linkRefused'
    default:
      return undefined
  }
}
