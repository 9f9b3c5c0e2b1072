// The server's refusals as values of their domain (DESIGN.md "Async state and refusals"). The one
// convention: an endpoint of src/api resolves its answer; when the server answers with a refusal code
// it rejects with a `Refusal`, and the endpoint's domain names it with a reader made by `refusalReader`
// (`redeemRefusal(error)` -> 'used' | 'risky' | ...). Stores pass a Refusal on as it is; pages and
// components read its reason through the domain's reader, never through the request client.
// A request that got no answer (no connection, timeout, a broken answer) still rejects with the
// client's HttpError.

/** The server answered, and its code says no; `message` is the server's own words (may be empty). */
export class Refusal extends Error {
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.name = 'Refusal'
    this.code = code
  }
}

/** Whether `failure` is a refusal of the server (of one of `codes`, when given). */
export function isRefusal(failure: unknown, ...codes: readonly number[]): failure is Refusal {
  return failure instanceof Refusal && (codes.length === 0 || codes.includes(failure.code))
}

/** The server's own words of a refusal, when it said any. */
export function refusalMessage(failure: unknown): string | undefined {
  return isRefusal(failure) && failure.message ? failure.message : undefined
}

/** A domain's reader: the reason its codes name, undefined for another refusal or any other failure. */
export function refusalReader<Reason extends string>(reasonOf: (code: number) => Reason | undefined): (failure: unknown) => Reason | undefined {
  return (failure) => (isRefusal(failure) ? reasonOf(failure.code) : undefined)
}
