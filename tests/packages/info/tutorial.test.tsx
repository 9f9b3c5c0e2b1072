import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ProtocolDocument } from '@/api/agreements'
import TutorialPage from '@/packages/info/tutorial'
import { AgreementStore, type ProtocolLoader } from '@/stores/agreements'
import { SessionStore } from '@/stores/session'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

const MAKER_NAMES = ['华为', '荣耀', '小米 / Redmi', 'OPPO', 'vivo / iQOO', '一加', '三星', '其他品牌']

function tutorial(type: string, title: string, content = `<p>${title}的设置步骤</p>`): ProtocolDocument {
  return { type, title, content, updatedAt: 0 }
}

const DOCUMENTS: ProtocolDocument[] = [
  tutorial('huawei', '华为手机后台保活教程'),
  tutorial('honor', '荣耀手机后台保活教程'),
  tutorial('xiaomi', '小米手机后台保活教程'),
  tutorial('oppo', 'OPPO手机后台保活教程'),
  tutorial('vivo', 'vivo手机后台保活教程'),
  tutorial('oneplus', '一加手机后台保活教程'),
  tutorial('samsung', '三星手机后台保活教程'),
  tutorial('general', '通用后台保活教程'),
  tutorial('memberService', '会员服务协议'),
]

function pendingLoader(): jest.MockedFunction<ProtocolLoader> {
  return jest.fn<ReturnType<ProtocolLoader>, Parameters<ProtocolLoader>>(() => new Promise(() => undefined))
}

async function loadedAgreements(answer: ProtocolDocument[] | false = DOCUMENTS): Promise<AgreementStore> {
  const loader = pendingLoader()
  loader.mockResolvedValueOnce(answer)
  const agreements = new AgreementStore(loader)
  await agreements.load('zh_CN', '')
  return agreements
}

function sessionWithEquipment(equipment: string): SessionStore {
  const session = startedSession('https://api.test.example')
  session.setHostVersion('3.30.0', equipment)
  return session
}

async function renderTutorial(equipment = '', documents: ProtocolDocument[] | false = DOCUMENTS) {
  const session = sessionWithEquipment(equipment)
  const agreements = await loadedAgreements(documents)
  return { session, ...renderWithStores(<TutorialPage />, { session, agreements }) }
}

function documentTitle(container: HTMLElement): string | null | undefined {
  return container.querySelector('.agreement-document__title')?.textContent
}

function listedMakers(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.at-list__item .item-content__info-title'), (item) => item.textContent ?? '')
}

function activeTag(container: HTMLElement): string | null | undefined {
  return container.querySelector('.at-tag--active')?.textContent
}

function tag(container: HTMLElement, name: string): HTMLElement {
  const found = Array.from(container.querySelectorAll<HTMLElement>('.at-tag')).find((item) => item.textContent === name)
  if (!found) throw new Error(`no tag ${name}`)
  return found
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  window.history.replaceState(null, '', '/tutorial')
})

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('tutorial page without a maker', () => {
  test('is titled 后台保活教程', async () => {
    const { container } = await renderTutorial()
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('后台保活教程')
  })

  test('lists the eight makers, general last', async () => {
    const { container } = await renderTutorial()
    expect(listedMakers(container)).toEqual(MAKER_NAMES)
  })

  test('shows no tutorial yet', async () => {
    const { container } = await renderTutorial()
    expect(container.querySelector('.agreement-document')).toBeNull()
  })

  test('lists the makers for an iPhone', async () => {
    const { container } = await renderTutorial('iPhone15,2')
    expect(listedMakers(container)).toEqual(MAKER_NAMES)
  })

  test('tapping a maker shows its tutorial', async () => {
    const { container } = await renderTutorial()
    fireEvent.click(screen.getByText('三星').closest<HTMLElement>('.at-list__item') as HTMLElement)
    expect(documentTitle(container)).toBe('三星手机后台保活教程')
  })

  test('tapping a maker marks it as the chosen maker', async () => {
    const { container } = await renderTutorial()
    fireEvent.click(screen.getByText('一加').closest<HTMLElement>('.at-list__item') as HTMLElement)
    expect(activeTag(container)).toBe('一加')
  })
})

describe('tutorial page with a maker', () => {
  test("shows the Huawei tutorial when the host's equipment says Huawei", async () => {
    const { container } = await renderTutorial('HUAWEI ELS-AN00')
    expect(documentTitle(container)).toBe('华为手机后台保活教程')
  })

  test('marks the detected maker among the makers', async () => {
    const { container } = await renderTutorial('HUAWEI ELS-AN00')
    expect(activeTag(container)).toBe('华为')
  })

  test('offers every other maker', async () => {
    const { container } = await renderTutorial('HUAWEI ELS-AN00')
    expect(Array.from(container.querySelectorAll('.at-tag'), (item) => item.textContent)).toEqual(MAKER_NAMES)
  })

  test('shows no maker list', async () => {
    const { container } = await renderTutorial('HUAWEI ELS-AN00')
    expect(container.querySelector('.at-list')).toBeNull()
  })

  test('sends a Redmi phone to the Xiaomi tutorial', async () => {
    const { container } = await renderTutorial('Redmi Note 12')
    expect(documentTitle(container)).toBe('小米手机后台保活教程')
  })

  test('sends a realme phone to the general tutorial', async () => {
    const { container } = await renderTutorial('realme GT5')
    expect(documentTitle(container)).toBe('通用后台保活教程')
  })

  test('takes the maker from ?brand=', async () => {
    window.history.replaceState(null, '', '/tutorial?brand=vivo')
    const { container } = await renderTutorial()
    expect(documentTitle(container)).toBe('vivo手机后台保活教程')
  })

  test('lets ?brand= win over the equipment', async () => {
    window.history.replaceState(null, '', '/tutorial?brand=OPPO')
    const { container } = await renderTutorial('HUAWEI ELS-AN00')
    expect(documentTitle(container)).toBe('OPPO手机后台保活教程')
  })

  test('tapping another maker shows its tutorial', async () => {
    const { container } = await renderTutorial('HUAWEI ELS-AN00')
    fireEvent.click(tag(container, '荣耀'))
    expect(documentTitle(container)).toBe('荣耀手机后台保活教程')
    expect(activeTag(container)).toBe('荣耀')
  })

  test('shows the tutorial once the equipment arrives after the first render', async () => {
    const { container, session } = await renderTutorial()
    expect(container.querySelector('.agreement-document')).toBeNull()
    act(() => session.setHostVersion('3.30.0', 'HONOR ANY-AN00'))
    expect(documentTitle(container)).toBe('荣耀手机后台保活教程')
  })

  test("keeps the user's pick when the equipment arrives later", async () => {
    const { container, session } = await renderTutorial()
    fireEvent.click(screen.getByText('三星').closest<HTMLElement>('.at-list__item') as HTMLElement)
    act(() => session.setHostVersion('3.30.0', 'HUAWEI ELS-AN00'))
    expect(documentTitle(container)).toBe('三星手机后台保活教程')
  })

  test('leaves a script in the tutorial content out of the page', async () => {
    const documents = [tutorial('huawei', '华为教程', '<p>第一步</p><script>window.stolen = 1</script><img src="x" onerror="window.stolen = 2">')]
    const { container } = await renderTutorial('HUAWEI', documents)
    expect(screen.getByText('第一步')).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
  })

  test('says the tutorial is missing when the list has none for the maker', async () => {
    const { container } = await renderTutorial('HUAWEI', [tutorial('general', '通用后台保活教程')])
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('empty')
  })

  test('shows the load-failed state with a retry when the list failed', async () => {
    const { container } = await renderTutorial('HUAWEI', false)
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('error')
    expect(screen.getByText('重试')).toBeTruthy()
  })

  test('shows the loading state while the list loads', () => {
    const agreements = new AgreementStore(pendingLoader())
    void agreements.load('zh_CN', '')
    const { container } = renderWithStores(<TutorialPage />, { agreements, session: sessionWithEquipment('HUAWEI') })
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('loading')
  })
})

describe('tutorial page support', () => {
  test('the contact button opens /contact', async () => {
    await renderTutorial()
    fireEvent.click(screen.getByText('联系客服'))
    await waitFor(() => expect(taroFake.calls.filter((call) => call.api === 'navigateTo')).toEqual([{ api: 'navigateTo', args: { url: '/contact' } }]))
  })

  test('the maker names follow the session language', async () => {
    const session = sessionWithEquipment('')
    const { container } = renderWithStores(<TutorialPage />, { session, translation: translationIn('en_US'), agreements: await loadedAgreements() })
    expect(listedMakers(container)).toEqual(['Huawei', 'Honor', 'Xiaomi / Redmi', 'OPPO', 'vivo / iQOO', 'OnePlus', 'Samsung', 'Other makers'])
  })
})
