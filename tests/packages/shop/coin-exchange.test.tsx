import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { EXCHANGE_REFUSAL_CODES } from '@/lib/shop'
import CoinExchangePage from '@/packages/shop/coin-exchange'
import { stores as appStores } from '@/stores'
import { CoinStore } from '@/stores/coins'
import { sentBody } from '../../api/wire'
import { deferred } from '../../support/deferred'
import { everythingOnScreen } from '../../support/on-screen'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { answerPaths, CATALOG, resultOf, SUPER_VIP, VIDEO_MONTH, VIP_DAY, type Envelope } from '../../support/shop'
import { taroFake, type FakeRequestOptions } from '../../support/taro-fake'
import { SUMMARY, signedInSession } from '../../support/welfare'

function exchangeRequests(): FakeRequestOptions[] {
  return taroFake.requests.filter((request) => request.url.includes('/shop/exchange'))
}

const SHOP = { '/shop/goods': { code: 200, data: CATALOG }, '/welfare/summary': { code: 200, data: SUMMARY } }

everythingOnScreen()

function renderShop(session = signedInSession()) {
  return renderWithStores(<CoinExchangePage />, { session, coins: new CoinStore(async () => SUMMARY) })
}

async function openGoods(name: string): Promise<HTMLElement> {
  const card = (await screen.findByText(name)).closest('[data-testid="goods-card"]') as HTMLElement
  fireEvent.click(card)
  return screen.findByTestId('goods-detail')
}

const BUTTONS = { 立即兑换: '.exchange-sheet__exchange', 确认兑换: '.exchange-sheet__confirm' } as const

function button(text: keyof typeof BUTTONS): HTMLElement {
  const found = document.querySelector<HTMLElement>(BUTTONS[text])
  if (!found) throw new Error(`no button ${text}`)
  return found
}

async function toast(): Promise<string | undefined> {
  await waitFor(() => expect(appStores.ui.toast).toBeTruthy())
  return appStores.ui.toast?.text
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

afterEach(() => jest.restoreAllMocks())

describe('coin shop page', () => {
  test('shows each goods with its price, price difference and stock', async () => {
    answerPaths(SHOP)
    renderShop()
    await screen.findByText(VIDEO_MONTH.name)
    const prices = screen.getAllByTestId('goods-price').map((price) => price.textContent)
    expect(prices).toEqual(['100 金币', '500 金币 + ¥9.90', '900 金币'])
    expect(screen.getByText('库存 30')).toBeTruthy()
  })

  test('shows a goods’ picture on its card', async () => {
    const goods = [{ ...VIP_DAY, image: '/images/goods-vip-card.svg' }, VIDEO_MONTH]
    answerPaths({ ...SHOP, '/shop/goods': { code: 200, data: { ...CATALOG, goods } } })
    renderShop()
    const card = (await screen.findByText(VIP_DAY.name)).closest('[data-testid="goods-card"]') as HTMLElement
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/images/goods-vip-card.svg')
  })

  test('shows the bag on its tile for a goods without a picture', async () => {
    answerPaths(SHOP)
    renderShop()
    const card = (await screen.findByText(VIDEO_MONTH.name)).closest('[data-testid="goods-card"]') as HTMLElement
    expect([card.querySelector('img'), card.querySelector('.item-image .at-icon-shopping-bag')?.isConnected]).toEqual([null, true])
  })

  test('shows the goods’ picture at the top of its detail, larger than on its card', async () => {
    const goods = [{ ...VIP_DAY, image: '/images/goods-vip-card.svg' }, VIDEO_MONTH]
    answerPaths({ ...SHOP, '/shop/goods': { code: 200, data: { ...CATALOG, goods } } })
    renderShop()
    const detail = await openGoods(VIP_DAY.name)
    const tile = detail.firstElementChild
    expect([tile?.className, tile?.querySelector('img')?.getAttribute('src')]).toEqual([
      'item-image item-image--lg exchange-sheet__image',
      '/api/images/goods-vip-card.svg',
    ])
  })

  test('shows the bag on its tile at the top of the detail of a goods without a picture', async () => {
    answerPaths(SHOP)
    renderShop()
    const detail = await openGoods(VIDEO_MONTH.name)
    const tile = detail.firstElementChild
    expect([tile?.querySelector('img'), tile?.querySelector('.at-icon-shopping-bag')?.isConnected]).toEqual([null, true])
  })

  test('shows the bag in the detail of a goods whose picture is on another origin', async () => {
    const goods = [{ ...VIP_DAY, image: 'https://tracker.example/vip.png' }, VIDEO_MONTH]
    answerPaths({ ...SHOP, '/shop/goods': { code: 200, data: { ...CATALOG, goods } } })
    renderShop()
    const detail = await openGoods(VIP_DAY.name)
    expect([detail.querySelector('img'), detail.querySelector('.exchange-sheet__image .at-icon-shopping-bag')?.isConnected]).toEqual([null, true])
  })

  test('tells how many sign-in days are missing for goods that need more', async () => {
    answerPaths(SHOP)
    renderShop()
    expect((await screen.findByTestId('missing-days')).textContent).toBe('还差 285 天签到即可兑换')
  })

  test('shows the load failure and the goods after a retry', async () => {
    let fail = true
    answerPaths({ ...SHOP, '/shop/goods': () => (fail ? { code: 500, msg: 'down' } : { code: 200, data: CATALOG }) })
    renderShop()
    await screen.findByText('商品列表加载失败')
    fail = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText(VIP_DAY.name)).toBeTruthy()
  })

  test('says when there is nothing to exchange', async () => {
    answerPaths({ ...SHOP, '/shop/goods': { code: 200, data: { ...CATALOG, goods: [] } } })
    renderShop()
    expect(await screen.findByText('暂无可兑换的商品')).toBeTruthy()
  })

  test('asks a visitor to log in and still shows the goods', async () => {
    answerPaths(SHOP)
    renderShop(startedSession())
    await screen.findByText('登录后用金币兑换会员时长和好礼')
    expect(await screen.findByText(VIP_DAY.name)).toBeTruthy()
  })

  test('shows the balance after the exchange and the soonest-expiring rule before confirming', async () => {
    answerPaths(SHOP)
    renderShop()
    await openGoods(VIP_DAY.name)
    fireEvent.click(button('立即兑换'))
    const confirm = await screen.findByTestId('exchange-confirm')
    expect(within(confirm).getByTestId('balance-after').textContent).toBe('兑换后剩余 1180 金币')
    expect(within(confirm).getByText('兑换时优先使用最早过期的金币。')).toBeTruthy()
  })

  test('exchanges and shows the server’s remaining coins', async () => {
    answerPaths({ ...SHOP, '/shop/exchange': { code: 200, data: resultOf(VIP_DAY, 1175) } })
    renderShop()
    await openGoods(VIP_DAY.name)
    fireEvent.click(button('立即兑换'))
    fireEvent.click(await waitFor(() => button('确认兑换')))
    expect(await toast()).toBe('兑换成功，已发放到您的账户')
    await waitFor(() => expect(screen.getByTestId('coin-balance').textContent).toBe('1175'))
  })

  test('shows the exchange result with the moment its price difference must be paid by', async () => {
    const payBefore = Date.parse('2025-06-15T10:30:00+08:00')
    jest.spyOn(Date, 'now').mockReturnValue(payBefore - 30 * 60 * 1000)
    answerPaths({ ...SHOP, '/shop/exchange': { code: 200, data: resultOf(VIDEO_MONTH, 780, { state: 'pendingPayment', payBefore }) } })
    renderShop()
    await openGoods(VIDEO_MONTH.name)
    fireEvent.click(button('立即兑换'))
    fireEvent.click(await waitFor(() => button('确认兑换')))
    const result = await screen.findByTestId('exchange-result')
    expect(result.textContent).toContain('兑换成功，请在 2025-06-15 10:30 前支付差价')
  })

  test('sends one exchange for a double tap on confirm', async () => {
    const answer = deferred<Envelope>()
    answerPaths({ ...SHOP, '/shop/exchange': () => answer.promise })
    renderShop()
    await openGoods(VIP_DAY.name)
    fireEvent.click(button('立即兑换'))
    const confirm = await waitFor(() => button('确认兑换'))
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    answer.resolve({ code: 200, data: resultOf(VIP_DAY) })
    await toast()
    expect(exchangeRequests()).toHaveLength(1)
  })

  test('sends the same request id again when the first try lost its connection', async () => {
    let drop = true
    answerPaths({
      ...SHOP,
      '/shop/exchange': () => {
        if (drop) throw { errMsg: 'request:fail' }
        return { code: 200, data: resultOf(VIP_DAY) }
      },
    })
    renderShop()
    await openGoods(VIP_DAY.name)
    fireEvent.click(button('立即兑换'))
    fireEvent.click(await waitFor(() => button('确认兑换')))
    expect(await toast()).toBe('网络错误，请检查网络后重试')
    drop = false
    appStores.ui.dismissToast(appStores.ui.toast?.id ?? 0)
    fireEvent.click(button('确认兑换'))
    expect(await toast()).toBe('兑换成功，已发放到您的账户')
    const [first, retry] = exchangeRequests().map((request) => (sentBody(request) as { requestId: string }).requestId)
    expect(retry).toBe(first)
  })

  test.each([
    [EXCHANGE_REFUSAL_CODES.outOfStock, '库存不足'],
    [EXCHANGE_REFUSAL_CODES.insufficientCoins, '金币不足'],
    [EXCHANGE_REFUSAL_CODES.limitReached, '兑换次数已达上限'],
    [EXCHANGE_REFUSAL_CODES.signInDays, '签到天数不足（需0天及以上）'],
    [EXCHANGE_REFUSAL_CODES.inviteRestricted, '邀请的账号存在异常，兑换功能已受限'],
    [EXCHANGE_REFUSAL_CODES.enterpriseSubAccount, '企业子账号无法进行此操作'],
    [EXCHANGE_REFUSAL_CODES.iosPriceDifference, 'iOS 设备暂不支持支付差价，请在其他设备上兑换'],
    [10408, '兑换失败，请稍后重试'],
  ])('says the server’s refusal %i in its own words', async (code, text) => {
    answerPaths({ ...SHOP, '/shop/exchange': { code, msg: 'refused' } })
    renderShop()
    await openGoods(VIP_DAY.name)
    fireEvent.click(button('立即兑换'))
    fireEvent.click(await waitFor(() => button('确认兑换')))
    expect(await toast()).toBe(text)
  })

  test('refuses goods that need more sign-in days before asking, with the days needed', async () => {
    answerPaths(SHOP)
    renderShop()
    const detail = await openGoods(SUPER_VIP.name)
    expect(within(detail).getByTestId('exchange-refusal').textContent).toBe('签到天数不足（需365天及以上）')
    fireEvent.click(button('立即兑换'))
    expect(await toast()).toBe('签到天数不足（需365天及以上）')
    expect(exchangeRequests()).toHaveLength(0)
  })

  test('refuses an account restricted for abnormal invitations before asking', async () => {
    answerPaths({ ...SHOP, '/shop/goods': { code: 200, data: { ...CATALOG, inviteRestricted: true } } })
    renderShop()
    await screen.findByTestId('invite-restricted')
    await openGoods(VIP_DAY.name)
    fireEvent.click(button('立即兑换'))
    expect(await toast()).toBe('邀请的账号存在异常，兑换功能已受限')
  })

  test('sends a visitor to log in instead of exchanging', async () => {
    answerPaths(SHOP)
    renderShop(startedSession())
    await openGoods(VIP_DAY.name)
    fireEvent.click(button('立即兑换'))
    expect(screen.queryByTestId('exchange-confirm')).toBeNull()
    expect(exchangeRequests()).toHaveLength(0)
  })
})
