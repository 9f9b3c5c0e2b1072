import { fireEvent, screen, waitFor } from '@testing-library/react'
import { CODE_REDEEM_EXPIRED, CODE_REDEEM_FAILED, CODE_REDEEM_RISKY, CODE_REDEEM_UNKNOWN, CODE_REDEEM_USED } from '@/lib/shop'
import RedeemCodePage from '@/packages/shop/redeem-code'
import { stores as appStores } from '@/stores'
import { CoinStore } from '@/stores/coins'
import { sentBody } from '../../api/wire'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { answerPaths, type Envelope } from '../../support/shop'
import { taroFake } from '../../support/taro-fake'
import { SUMMARY, signedInSession } from '../../support/welfare'

const COINS_66 = { code: 200, data: { rewardCoins: 66, rewardVipDays: 0, remainCoins: 1346, expireCoins: 40 } }

function renderPage(session = signedInSession()) {
  return renderWithStores(<RedeemCodePage />, { session, coins: new CoinStore(async () => SUMMARY) })
}

function redeemRequests() {
  return taroFake.requests.filter((request) => request.url.includes('/shop/redeem'))
}

async function type(code: string): Promise<void> {
  const input = (await screen.findByTestId('redeem-form')).querySelector('input') as HTMLInputElement
  fireEvent.input(input, { target: { value: code } })
}

function tapRedeem(): void {
  fireEvent.click(screen.getByTestId('redeem-form').querySelector('.at-button') as HTMLElement)
}

async function toast(): Promise<string | undefined> {
  await waitFor(() => expect(appStores.ui.toast).toBeTruthy())
  return appStores.ui.toast?.text
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

describe('redeem-code page', () => {
  test('says what a coin code credited and the new balance', async () => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY }, '/shop/redeem': COINS_66 })
    renderPage()
    await type('vip7-abc')
    tapRedeem()
    expect((await screen.findByTestId('redeem-result')).textContent).toContain('已到账：66 金币')
    expect(screen.getByTestId('redeem-balance').textContent).toBe('当前金币余额 1346')
  })

  test('says a VIP code credited days of VIP', async () => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY }, '/shop/redeem': { code: 200, data: { rewardCoins: 0, rewardVipDays: 7 } } })
    renderPage()
    await type('VIP7-Abc')
    tapRedeem()
    expect((await screen.findByTestId('redeem-result')).textContent).toContain('已到账：7 天会员')
  })

  test('sends the code in its own case', async () => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY }, '/shop/redeem': COINS_66 })
    renderPage()
    await type('VIP7-Abc')
    tapRedeem()
    await screen.findByTestId('redeem-result')
    expect(sentBody(redeemRequests()[0])).toMatchObject({ code: 'VIP7-Abc' })
  })

  test('asks for the code when none was typed and sends nothing', async () => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY } })
    renderPage()
    await type('  ')
    tapRedeem()
    expect(await screen.findByText('请输入兑换码', { selector: '.redeem-code__error' })).toBeTruthy()
    expect(redeemRequests()).toHaveLength(0)
  })

  test('says "redeem failed" when the server names no reason, and keeps the typed code', async () => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY }, '/shop/redeem': { code: CODE_REDEEM_FAILED, msg: 'x' } })
    renderPage()
    await type('Vip7-ABC')
    tapRedeem()
    expect(await toast()).toBe('兑换失败')
    expect((screen.getByTestId('redeem-form').querySelector('input') as HTMLInputElement).value).toBe('Vip7-ABC')
  })

  test.each([
    ['has expired', CODE_REDEEM_EXPIRED, '该兑换码已过期'],
    ['was used before', CODE_REDEEM_USED, '您已使用过该兑换码'],
    ['does not exist', CODE_REDEEM_UNKNOWN, '兑换码不存在，请核对后重新输入'],
  ])('says so when the server answers that the code %s', async (_reason, code, text) => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY }, '/shop/redeem': { code, msg: 'x' } })
    renderPage()
    await type('OLD-2020')
    tapRedeem()
    expect(await toast()).toBe(text)
  })

  test('shows the risk refusal with the appeal address when the server refuses the account', async () => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY }, '/shop/redeem': { code: CODE_REDEEM_RISKY, msg: 'x' } })
    renderPage()
    await type('vip7-abc')
    tapRedeem()
    expect(await toast()).toBe('账号存在风险，无法兑换兑换码')
    expect(await screen.findByTestId('restricted-notice')).toBeTruthy()
  })

  test('shows a blacklisted account why it cannot redeem, without the form', async () => {
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY } })
    renderPage(signedInSession({ riskStatus: 1 }))
    expect((await screen.findByTestId('redeem-risky')).textContent).toBe('账号存在风险，无法兑换兑换码')
    expect(screen.queryByTestId('redeem-form')).toBeNull()
  })

  test('asks a visitor to log in', async () => {
    const session = startedSession()
    session.setToken(undefined)
    renderPage(session)
    expect(await screen.findByText('登录后才能使用兑换码')).toBeTruthy()
  })

  test('sends one request for a double tap', async () => {
    const answer = deferred<Envelope>()
    answerPaths({ '/welfare/summary': { code: 200, data: SUMMARY }, '/shop/redeem': () => answer.promise })
    renderPage()
    await type('vip7-abc')
    tapRedeem()
    tapRedeem()
    answer.resolve(COINS_66)
    await screen.findByTestId('redeem-result')
    expect(redeemRequests()).toHaveLength(1)
  })

  test('sends the same request id again after a lost answer', async () => {
    let lose = true
    answerPaths({
      '/welfare/summary': { code: 200, data: SUMMARY },
      '/shop/redeem': () => (lose ? Promise.reject({ errMsg: 'request:fail' }) : COINS_66),
    })
    renderPage()
    await type('vip7-abc')
    tapRedeem()
    await toast()
    lose = false
    await waitFor(() => expect(screen.getByTestId('redeem-form').querySelector('.at-button--disabled')).toBeNull())
    tapRedeem()
    await screen.findByTestId('redeem-result')
    const ids = redeemRequests().map((request) => (sentBody(request) as { requestId: string }).requestId)
    expect([ids.length, new Set(ids).size]).toEqual([2, 1])
  })
})
