import { connectServices } from '@/app-start'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { copyAndNotify, failureText, notice, notify, notifyFailure } from '@/services/notify'
import { TranslationStore } from '@/stores/language'
import { SessionStore } from '@/stores/session'
import { UiStore } from '@/stores/ui'

const translation = new TranslationStore()
const ui = new UiStore()

beforeAll(() => connectServices({ session: new SessionStore('/api'), translation, ui }))

afterEach(() => {
  translation.setLanguage('zh_CN')
  if (ui.toast) ui.dismissToast(ui.toast.id)
})

describe('failureText', () => {
  it.each([
    ['network', '网络错误，请检查网络后重试'],
    ['offline', '网络错误，请检查网络后重试'],
    ['timeout', '请求超时，请稍后重试'],
    ['server', '服务器繁忙，请稍后重试'],
    ['bad-response', '服务器返回的数据无法识别，请稍后重试'],
    ['aborted', '操作失败'],
  ] as const)('says the localized text of an HttpError of kind %s', (kind, text) => {
    expect(failureText(new HttpError(kind, 'raw'))).toBe(text)
  })

  it('says the text of an HttpError in the current language', () => {
    translation.setLanguage('en_US')
    expect(failureText(HttpError.network())).toBe('Network error, please check your connection and try again')
  })

  it('does not show the raw message of an HttpError', () => {
    expect(failureText(HttpError.timeout(180000))).not.toContain('180000')
  })

  it('shows the server message of an Refusal', () => {
    expect(failureText(new Refusal(10042, '金币不足'))).toBe('金币不足')
  })

  it('says operation failed for an Refusal without a message', () => {
    expect(failureText(new Refusal(10042, ''))).toBe('操作失败')
  })

  it('shows a string as it is', () => {
    expect(failureText('兑换失败，请稍后再试')).toBe('兑换失败，请稍后再试')
  })

  it('says operation failed for an empty string', () => {
    expect(failureText('')).toBe('操作失败')
  })

  it('says operation failed for a plain Error', () => {
    expect(failureText(new Error('secret internals'))).toBe('操作失败')
  })

  it('says operation failed for any other object', () => {
    expect(failureText({ code: 500 })).toBe('操作失败')
  })

  it('says operation failed for undefined', () => {
    expect(failureText(undefined)).toBe('操作失败')
  })

  it('says operation failed in the current language', () => {
    translation.setLanguage('en_US')
    expect(failureText({})).toBe('Operation failed')
  })
})

describe('notify', () => {
  it('puts the text in the ui store toast', () => {
    notify('已复制')
    expect(ui.toast?.text).toBe('已复制')
  })

  it("leaves the toast's time to the layout by default (ToastHost: spec 9)", () => {
    notify('已复制')
    expect(ui.toast).toMatchObject({ kind: 'toast', durationMs: undefined })
  })

  it('shows a notice as a notice', () => {
    notice('注销申请已提交')
    expect(ui.toast).toMatchObject({ kind: 'notice', text: '注销申请已提交' })
  })

  it('takes another duration when given one', () => {
    notify('已复制', 3000)
    expect(ui.toast?.durationMs).toBe(3000)
  })

  it('shows the failure text of an error as a toast', () => {
    notifyFailure(new Refusal(10115, '库存不足'))
    expect(ui.toast).toMatchObject({ kind: 'toast', text: '库存不足' })
  })
})

describe('copyAndNotify', () => {
  afterEach(() => Reflect.deleteProperty(window.navigator, 'clipboard'))

  function clipboardThat(write: () => Promise<void>): jest.Mock {
    const writeText = jest.fn(write)
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true })
    return writeText
  }

  it('copies the text and says so', async () => {
    const writeText = clipboardThat(async () => undefined)
    await copyAndNotify('appeal@speedup.example')
    expect([writeText.mock.calls[0]?.[0], ui.toast?.text]).toEqual(['appeal@speedup.example', '已复制'])
  })

  it('says the copy failed when the browser refuses it', async () => {
    clipboardThat(async () => {
      throw new Error('denied')
    })
    document.execCommand = () => false
    await copyAndNotify('appeal@speedup.example')
    expect(ui.toast?.text).toBe('复制失败，请手动复制')
  })
})

test('notify says it needs the start-up wiring when nothing configured it', () => {
  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof import('@/services/notify')>('@/services/notify')
    expect(() => fresh.notify('已复制')).toThrow('configureNotify')
  })
})
