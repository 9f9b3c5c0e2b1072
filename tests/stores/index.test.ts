import { stores } from '@/stores'

afterEach(() => stores.session.setToken(undefined))

describe('the app stores', () => {
  it('forget the coins of the previous user when the token changes', () => {
    stores.session.setToken('first-user')
    stores.coins.applyChange(50)
    stores.session.setToken('second-user')
    expect(stores.coins.remainCoins).toBe(0)
  })

  it('forget the welfare tasks of the previous user on logout', () => {
    stores.session.setToken('first-user')
    const clear = jest.spyOn(stores.welfare, 'clear')
    stores.session.setToken(undefined)
    expect(clear).toHaveBeenCalled()
  })
})
