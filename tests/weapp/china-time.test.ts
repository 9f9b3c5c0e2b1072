// Spec: the product's days are China's (UTC+8), whatever the phone's zone. Half past midnight in
// Shanghai is still the afternoon before in Los Angeles: the sign-in counts for the China day, and
// the coin record shows China's date and time.
import { findRoute, pagePathOf } from '@/routes'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

// 2026-11-28 00:30 in China; 2026-11-27 08:30 in Los Angeles
const JUST_AFTER_CHINA_MIDNIGHT = Date.UTC(2026, 10, 27, 16, 30)

describe('China time in the mini-program on a phone in Los Angeles', () => {
  beforeEach(() => session.mock.control('POST', '/clock', { at: JUST_AFTER_CHINA_MIDNIGHT }))

  it('signs in for the new China day and records it at China\'s date and time', async () => {
    const options = { token: DEMO_TOKEN, clockAt: JUST_AFTER_CHINA_MIDNIGHT, timeZone: 'America/Los_Angeles' }
    const signIn = await session.launch({ ...options, url: page('/signInV4') })
    await signIn.waitForText('已连续签到 3 天')
    await signIn.tapButton('立即签到')
    await signIn.waitForText('已连续签到 4 天')
    signIn.close()
    const records = await session.launch({ ...options, url: page('/welfareDetail') })
    await records.waitForText('每日签到 2026-11-28 00:30')
  })
})
