// Issue 26: what of a failure may leave the device (docs/bridge.md 3.1), and how often.

/** render: a page threw while rendering; uncaught: nothing caught it; chunk: a page's code did not load; answerShape: an API answer failed its schema. */
export type FailureKind = 'render' | 'uncaught' | 'chunk' | 'answerShape'

/** A kept or reported message is at most this long. */
export const MAX_FAILURE_MESSAGE_LENGTH = 200
/** The same kind and message is reported at most once in this time. */
export const REPEAT_REPORT_INTERVAL_MS = 60_000
/** A page session (a page load; a mini-program launch) reports at most this many failures: a loop of errors must not flood the host. */
export const MAX_REPORTS_PER_SESSION = 10

// only so much of a message is looked at: the rules below stay fast on a 100 KB message
const SCANNED_LENGTH = 1000
// a shorter secret would blank ordinary words; real tokens are longer
const MIN_SECRET_LENGTH = 8

// a run of letters and digits this long is a token, unless it reads as a constant (ERR_HTTP2_PROTOCOL_ERROR)
const TOKEN_RUN = /[\w+=-]{16,}/g
const CONSTANT_NAME = /^[A-Z\d]+(?:_[A-Z\d]+)+$/

// in the order they run: queries before what they carry, e-mails before their digits
const RULES: ReadonlyArray<[RegExp, (match: string) => string]> = [
  // a URL's or a path's query and fragment, once they carry a value
  [/[?#][^\s"'<>)\]]*=[^\s"'<>)\]]*/g, () => '?[query]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, () => '[email]'],
  // hex, base64, a UUID, each part of a JWT: letters and digits mixed
  [TOKEN_RUN, (run) => (/\d/.test(run) && /[a-z]/i.test(run) && !CONSTANT_NAME.test(run) ? '[token]' : run)],
  // phone numbers, also written with spaces, dashes, dots or brackets (+86 138 0013 8000)
  [/\+?\(?\d[\d ().-]{5,}\d/g, (run) => (run.replace(/\D/g, '').length >= 7 ? '[phone]' : run)],
  [/\d{5,}/g, () => '[number]'],
]

/**
 * The message of a failure as it may be kept and reported: without the secrets given (the
 * current token), tokens, e-mail addresses, phone numbers, digit runs of 5 or more, URL queries;
 * on one line, at most MAX_FAILURE_MESSAGE_LENGTH characters.
 */
export function scrubFailureMessage(message: string, secrets: readonly (string | undefined)[] = []): string {
  // a cut run is dropped whole: a token cut in half would no longer look like one
  let text = message.length > SCANNED_LENGTH ? message.slice(0, SCANNED_LENGTH).replace(/\S*$/, '') : message
  for (const secret of secrets) {
    if (secret && secret.length >= MIN_SECRET_LENGTH) text = text.split(secret).join('[token]')
  }
  for (const [pattern, replace] of RULES) text = text.replace(pattern, replace)
  text = text.replace(/\s+/g, ' ').trim()
  return text.length > MAX_FAILURE_MESSAGE_LENGTH ? `${text.slice(0, MAX_FAILURE_MESSAGE_LENGTH - 1)}…` : text
}

/** Whether a failure may be reported now: false for a repeat within the interval or past the session's limit. */
export type ReportLimit = (kind: FailureKind, message: string) => boolean

export function createReportLimit(): ReportLimit {
  const lastReported = new Map<string, number>()
  let reported = 0
  return (kind, message) => {
    const key = `${kind}\n${message}`
    const last = lastReported.get(key)
    if (reported >= MAX_REPORTS_PER_SESSION || (last !== undefined && Date.now() - last < REPEAT_REPORT_INTERVAL_MS)) return false
    lastReported.set(key, Date.now())
    reported += 1
    return true
  }
}
