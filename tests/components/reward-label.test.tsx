import type { ReactElement } from 'react'
import { RewardLabel } from '@/components/reward-label'
import type { Language } from '@/lib/i18n'
import { renderWithStores, startedSession, translationIn } from '../support/render'

function label(element: ReactElement, language: Language = 'zh_CN'): string | null {
  const session = startedSession()
  const { container } = renderWithStores(element, { session, translation: translationIn(language) })
  return container.textContent
}

describe('RewardLabel', () => {
  test('names coins alone', () => {
    expect(label(<RewardLabel coins={30} vipHours={0} />)).toBe('30 金币')
  })

  test('names VIP hours under a day in hours', () => {
    expect(label(<RewardLabel coins={0} vipHours={6} />)).toBe('6 小时会员')
  })

  test('names whole days of VIP in days', () => {
    expect(label(<RewardLabel coins={0} vipHours={48} />)).toBe('2 天会员')
  })

  test('names days and hours of VIP together', () => {
    expect(label(<RewardLabel coins={0} vipHours={30} />)).toBe('1 天 6 小时会员')
  })

  test('offers either coins or VIP time by default, as a task does', () => {
    expect(label(<RewardLabel coins={30} vipHours={1} />)).toBe('30 金币 或 1 小时会员')
  })

  test('gives both coins and VIP time when asked, as a message does', () => {
    expect(label(<RewardLabel coins={66} vipHours={24} join='both' />)).toBe('66 金币 + 1 天会员')
  })

  test('shows nothing for a reward of nothing', () => {
    expect(label(<RewardLabel coins={0} vipHours={0} />)).toBe('')
  })

  test('counts one coin in the singular in English', () => {
    expect(label(<RewardLabel coins={1} vipHours={0} />, 'en_US')).toBe('1 coin')
  })

  test('counts one day in the singular in English', () => {
    expect(label(<RewardLabel coins={2} vipHours={24} />, 'en_US')).toBe('2 coins or 1 day VIP')
  })
})
