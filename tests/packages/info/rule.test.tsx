import { screen } from '@testing-library/react'
import RulePage from '@/packages/info/rule'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

const JANUARY_15 = Date.parse('2025-01-15T10:00:00+08:00')

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.spyOn(Date, 'now').mockReturnValue(JANUARY_15)
})

afterEach(() => {
  jest.restoreAllMocks()
})

function headings(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.card-section__heading'), (item) => item.textContent ?? '')
}

describe('rule page', () => {
  test('is titled 金币规则', () => {
    const { container } = renderWithStores(<RulePage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('金币规则')
  })

  test('has sections for earning, expiry, the shop and other terms', () => {
    const { container } = renderWithStores(<RulePage />)
    expect(headings(container)).toEqual(['如何获得金币', '金币有效期', '金币商城', '其他说明'])
  })

  test('lists the six ways to earn coins', () => {
    const { container } = renderWithStores(<RulePage />)
    expect(Array.from(container.querySelectorAll('.rule__group-title'), (item) => item.textContent)).toEqual([
      '每日签到',
      '新用户奖励',
      '关注公众号',
      '绑定邮箱或手机',
      '分享截图',
      '邀请好友',
    ])
  })

  test('states the daily sign-in reward and cap of spec 9', () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText('每天签到可得 2 金币，每天通过签到最多获得 50 金币。')).toBeTruthy()
  })

  test('states the 7-day streak bonus with the freight coupon', () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText('每连续签到 7 天，可获得额外奖励和一张满 500 减 50 的运费券。')).toBeTruthy()
  })

  test('states the new-user bonus', () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText('注册后 7 天内连续签到 3 天，额外获得 100 金币，每个账号限一次。')).toBeTruthy()
  })

  test('states the follow, bind and share rewards', () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText('关注官方公众号，可获得 30 金币或 1 小时 VIP。')).toBeTruthy()
    expect(screen.getByText('绑定邮箱或手机号，可获得 6 小时 VIP。')).toBeTruthy()
    expect(screen.getByText('上传分享截图，审核通过后获得 100 金币，每位用户限一次；审核在 2 个工作日内完成。')).toBeTruthy()
  })

  test('states the invite rewards and their timing', () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText(/各得 100 金币或 1 天 VIP/)).toBeTruthy()
    expect(screen.getByText('好友购买会员后，您还可获得好友购买时长的 10%（部分活动为 10% + 5%）。')).toBeTruthy()
    expect(screen.getByText('邀请奖励在 1 小时内发放。')).toBeTruthy()
  })

  test("dates the expiry example from this month's coins", () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText('金币在获得当月之后的第 3 个月月底过期。例如本月获得的金币有效期至 2025-04-30。')).toBeTruthy()
  })

  test('says the soonest-expiring coins are spent first', () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText('使用金币时，优先扣除最早过期的金币。')).toBeTruthy()
  })

  test('states that exchanges are issued within 2 working days', () => {
    renderWithStores(<RulePage />)
    expect(screen.getByText('兑换成功后，商品在 2 个工作日内发放，可在兑换记录中查看。')).toBeTruthy()
  })

  test.each(['zh_CN', 'en_US', 'zh_TW', 'zh_HK', 'vi_VN'] as const)('leaves no placeholder unfilled in %s', (language) => {
    const session = startedSession('https://api.test.example')
    const { container } = renderWithStores(<RulePage />, { session, translation: translationIn(language) })
    expect(container.textContent).not.toMatch(/\{\w+\}/)
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<RulePage />, { session, translation: translationIn('en_US') })
    expect(screen.getByText('Each daily sign-in gives 2 coins; sign-in gives at most 50 coins a day.')).toBeTruthy()
  })
})
