import vm from 'vm'

/** A device zone and its offset from UTC in minutes in mid-January (no daylight saving then in any of them). */
export interface DeviceZone {
  zone: string
  januaryOffsetMinutes: number
}

/**
 * The device zones the China-time calendar is tested under (tests/lib/calendar.test.ts; nothing else in
 * src reads local time): west of UTC with daylight saving, China itself,
 * one hour east of China, and the farthest east (UTC+14), where a China evening is already tomorrow.
 */
export const DEVICE_ZONES: readonly DeviceZone[] = [
  { zone: 'America/Los_Angeles', januaryOffsetMinutes: -8 * 60 },
  { zone: 'America/New_York', januaryOffsetMinutes: -5 * 60 },
  { zone: 'Asia/Shanghai', januaryOffsetMinutes: 8 * 60 },
  { zone: 'Asia/Tokyo', januaryOffsetMinutes: 9 * 60 },
  { zone: 'Pacific/Kiritimati', januaryOffsetMinutes: 14 * 60 },
]

// Jest gives each test file a copy of process.env; Node moves the clock's zone only when its own
// process.env.TZ changes, and that process is the one of the main context.
const nodeProcess = vm.runInThisContext('process') as NodeJS.Process

function setDeviceZone(zone: string | undefined): void {
  if (zone === undefined) delete nodeProcess.env.TZ
  else nodeProcess.env.TZ = zone
}

/** Declares `body`'s tests once per device zone, with the process clock in that zone while they run. */
export function describeInEveryZone(title: string, body: (zone: DeviceZone) => void): void {
  describe.each(DEVICE_ZONES.map((zone) => [zone.zone, zone] as const))(`${title}, device in %s`, (_name, zone) => {
    let before: string | undefined
    beforeAll(() => {
      before = nodeProcess.env.TZ
      setDeviceZone(zone.zone)
    })
    afterAll(() => setDeviceZone(before))
    body(zone)
  })
}

/** An instant written as China wall-clock time, e.g. `chinaTime('2026-08-15T10:30')`. */
export function chinaTime(wallClock: string): number {
  const instant = Date.parse(`${wallClock}+08:00`)
  if (Number.isNaN(instant)) throw new Error(`not a China wall-clock time: ${wallClock}`)
  return instant
}
