import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { LanguageSwitch } from '@/components/language-switch'
import { PageShell } from '@/components/page-shell'
import { environment } from '@/config'
import type { Language } from '@/lib/i18n'
import { configureSecureStorage, secureStorage } from '@/platform'
import { AgreementStore, type ProtocolLoader } from '@/stores/agreements'
import { SessionStore } from '@/stores/session'
import { installFakeAndroidHost, installFakeElectronHost, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'
import { renderWithStores, translationIn } from '../support/render'

const OWN_NAMES = ['简体中文', 'English', '繁體中文（台灣）', '繁體中文（香港）', 'Tiếng Việt']

function renderSwitch(language: Language = 'zh_CN') {
  const translation = translationIn(language)
  const loader = jest.fn<ReturnType<ProtocolLoader>, Parameters<ProtocolLoader>>().mockResolvedValue([])
  const agreements = new AgreementStore(loader)
  const rendered = renderWithStores(<LanguageSwitch />, { session: new SessionStore('/api'), translation, agreements })
  return { ...rendered, translation, loader }
}

function switchButton(): HTMLElement {
  return screen.getByRole('button', { name: /^(切换语言|Change language|切換語言|Đổi ngôn ngữ)/ })
}

function sheet(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('.at-action-sheet')
  if (!element) throw new Error('no action sheet')
  return element
}

function option(container: HTMLElement, name: string): HTMLElement {
  return within(sheet(container)).getByText(name)
}

beforeAll(() => {
  configureSecureStorage(environment.aesKeyHex)
})

beforeEach(() => {
  window.localStorage.clear()
})

afterEach(() => {
  removeFakeHosts()
})

describe('LanguageSwitch', () => {
  test('the button says what it does and which language is on, in that language', () => {
    renderSwitch('vi_VN')
    expect(switchButton().getAttribute('aria-label')).toBe('Đổi ngôn ngữ, hiện tại là Tiếng Việt')
  })

  test('the button shows the current language in its own name', () => {
    renderSwitch('zh_HK')
    expect(switchButton().textContent).toBe('繁體中文（香港）')
  })

  test('the sheet is closed until the button is pressed', () => {
    const { container } = renderSwitch()
    expect([sheet(container).classList.contains('at-action-sheet--active'), switchButton().getAttribute('aria-expanded')]).toEqual([
      false,
      'false',
    ])
  })

  test('pressing the button opens the sheet', () => {
    const { container } = renderSwitch()
    fireEvent.click(switchButton())
    expect([sheet(container).classList.contains('at-action-sheet--active'), switchButton().getAttribute('aria-expanded')]).toEqual([
      true,
      'true',
    ])
  })

  test('Enter on the button opens the sheet too', () => {
    const { container } = renderSwitch()
    fireEvent.keyDown(switchButton(), { key: 'Enter' })
    expect(sheet(container).classList.contains('at-action-sheet--active')).toBe(true)
  })

  test('the button can be reached with Tab', () => {
    renderSwitch()
    expect(switchButton().tabIndex).toBe(0)
  })

  test('the sheet lists every language in its own name, whatever the current language', () => {
    const { container } = renderSwitch('en_US')
    const names = [...sheet(container).querySelectorAll('.language-switch__option')].map((element) => element.textContent)
    expect(names).toEqual(OWN_NAMES)
  })

  test('each language in the sheet is marked as written in that language', () => {
    const { container } = renderSwitch()
    const tags = [...sheet(container).querySelectorAll('.language-switch__option')].map((element) => element.getAttribute('lang'))
    expect(tags).toEqual(['zh-CN', 'en', 'zh-TW', 'zh-HK', 'vi'])
  })

  test('the current language is marked in the sheet', () => {
    const { container } = renderSwitch('zh_TW')
    const current = [...sheet(container).querySelectorAll('[aria-current="true"]')].map((element) => element.textContent)
    expect(current).toEqual(['繁體中文（台灣）'])
  })

  test('choosing a language applies it at once', () => {
    const { container, translation } = renderSwitch()
    fireEvent.click(switchButton())
    fireEvent.click(option(container, 'English'))
    expect([translation.language, switchButton().getAttribute('aria-label')]).toEqual(['en_US', 'Change language, now English'])
  })

  test('choosing a language keeps it for the next visit', async () => {
    const { container } = renderSwitch()
    fireEvent.click(switchButton())
    fireEvent.click(option(container, 'Tiếng Việt'))
    await waitFor(() => expect(secureStorage.get('lang')).toBe('vi_VN'))
  })

  test('choosing a language loads the agreements in it', () => {
    const { container, loader } = renderSwitch()
    fireEvent.click(switchButton())
    fireEvent.click(option(container, '繁體中文（香港）'))
    expect(loader).toHaveBeenLastCalledWith({ lang: 'zh_HK', version: '' })
  })

  test('Enter on a language in the sheet chooses it', () => {
    const { container, translation } = renderSwitch()
    fireEvent.click(switchButton())
    fireEvent.keyDown(option(container, 'English'), { key: 'Enter' })
    expect(translation.language).toBe('en_US')
  })

  test('choosing a language closes the sheet', () => {
    const { container } = renderSwitch()
    fireEvent.click(switchButton())
    fireEvent.click(option(container, 'English'))
    expect(sheet(container).classList.contains('at-action-sheet--active')).toBe(false)
  })

  test('choosing the current language changes and stores nothing', async () => {
    const { container, loader } = renderSwitch()
    fireEvent.click(switchButton())
    fireEvent.click(option(container, '简体中文'))
    await act(() => Promise.resolve())
    expect([secureStorage.get('lang'), loader.mock.calls.length]).toEqual([undefined, 0])
  })

  test('cancel closes the sheet and keeps the language', () => {
    const { container, translation } = renderSwitch()
    fireEvent.click(switchButton())
    fireEvent.click(within(sheet(container)).getByText('取消'))
    expect([sheet(container).classList.contains('at-action-sheet--active'), translation.language]).toEqual([false, 'zh_CN'])
  })
})

// The switch is on the home, welfare, me, help and login screens only (issue 23): PageShell's languageSwitch.
describe('the page frame and the language switch', () => {
  function renderFrame(languageSwitch = true) {
    return renderWithStores(
      <PageShell title='Title' languageSwitch={languageSwitch}>
        <div>content</div>
      </PageShell>,
    )
  }

  test('a plain browser gets the switch in the header of a page that offers it', () => {
    const { container } = renderFrame()
    expect(container.querySelector('.page-shell__header .language-switch')).not.toBeNull()
  })

  test('any other page has no switch', () => {
    const { container } = renderFrame(false)
    expect(container.querySelector('.language-switch')).toBeNull()
  })

  test.each([
    ['iOS', installFakeIosHost],
    ['Android', installFakeAndroidHost],
    ['desktop', installFakeElectronHost],
  ])('the %s app, which owns the language, gets no switch', (_name, install) => {
    install()
    const { container } = renderFrame()
    expect(container.querySelector('.language-switch')).toBeNull()
  })
})
