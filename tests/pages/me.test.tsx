import { screen } from '@testing-library/react'
import type { UserInfo } from '@/api/user'
import MePage from '@/pages/me'
import { SessionStore } from '@/stores/session'
import { resetAppStores, renderWithStores } from '../support/render'
import { taroFake } from '../support/taro-fake'

// The account card of the mini-program's "me" tab (and the browser's /me), as issue 26 leaves it offline.

const VIP_END = Date.UTC(2099, 0, 15, 4)
const SAVED_AT = Date.UTC(2026, 10, 27, 5, 5)

const USER: UserInfo = { uid: 'u-7', accountType: 1, nickname: 'Ann', phone: '', email: '', vipExpireAt: VIP_END, superVipExpireAt: 0, riskStatus: 0 }

function signedIn(): SessionStore {
  const session = new SessionStore('/api')
  session.setToken('tok-1')
  session.markReady()
  return session
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

describe('me page account card', () => {
  test("shows an earlier visit's membership end with the time it was read, when the user info could not be read", async () => {
    const session = signedIn()
    session.showLastKnownMembership({ data: { vipExpireAt: VIP_END, superVipExpireAt: 0 }, savedAt: SAVED_AT })
    renderWithStores(<MePage />, { session })
    await screen.findByText('会员有效期至 2099-01-15')
    expect(screen.getByTestId('last-known-note').textContent).toBe('2026-11-27 13:05 时的数据，联网后更新')
  })

  test('says nothing of the membership while it is not known, never that there is none', async () => {
    renderWithStores(<MePage />, { session: signedIn() })
    await screen.findByText('退出登录')
    expect(screen.queryByText('暂未开通会员')).toBeNull()
  })

  test("shows this visit's membership end without a time", async () => {
    const session = signedIn()
    session.setUserInfo(USER)
    renderWithStores(<MePage />, { session })
    await screen.findByText('会员有效期至 2099-01-15')
    expect(screen.queryByTestId('last-known-note')).toBeNull()
  })
})
