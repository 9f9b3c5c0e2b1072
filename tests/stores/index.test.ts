import { stores } from '@/stores'

afterEach(() => stores.session.setToken(undefined))

describe('the app stores', () => {
  it('forget the coins of the previous user when the token changes', () => {
    stores.session.setToken('first-user')
    stores.coins.applyChange(50)
    stores.session.setToken('second-user')
    expect(stores.coins.remainCoins).toBe(0)
  })
})
