// The mock's clock (tests only: POST /api/__mock/clock). Every date the mock makes comes from
// Date.now(), so moving it moves them all: a test places the server's "now" near midnight China
// time and reads what each device zone shows. The clock runs on from the instant it is set to.
const realNow = Date.now.bind(Date)
let set = false

/** Runs the mock's clock from `at` (ms), or on real time again with null. */
export function setMockClock(at: number | null): void {
  // untouched unless a test set it, so the fake timers of a Jest test keep their own Date.now
  if (at === null && !set) return
  set = at !== null
  if (at === null) {
    Date.now = realNow
    return
  }
  const offsetMs = at - realNow()
  Date.now = () => realNow() + offsetMs
}
