import { activateOnKey, installAccessibleControls, markControls } from '@/platform/accessible-controls'

// AtButton and AtSearchBar as taro-ui renders them on H5 (Taro's custom elements).
function atButton(text: string, disabled = false): string {
  const inner = disabled ? '' : '<taro-button-core class="at-button__wxbutton"></taro-button-core>'
  return `<taro-view-core class="at-button${disabled ? ' at-button--disabled' : ''}">${inner}<taro-view-core class="at-button__text">${text}</taro-view-core></taro-view-core>`
}

const SEARCH_BAR = `<taro-view-core class="at-search-bar">
  <taro-view-core class="at-search-bar__input-cnt">
    <taro-text-core class="at-search-bar__placeholder">搜索问题</taro-text-core>
    <taro-input-core class="at-search-bar__input"><input class="weui-input"></taro-input-core>
  </taro-view-core>
  <taro-view-core class="at-search-bar__action">搜索</taro-view-core>
</taro-view-core>`

function mount(html: string): HTMLElement {
  document.body.innerHTML = html
  return document.body
}

function pressKey(element: HTMLElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  element.dispatchEvent(event)
  return event
}

describe('markControls', () => {
  it('makes an AtButton root a focusable button and hides the empty inner button', () => {
    markControls(mount(atButton('立即签到')))
    const root = document.querySelector('.at-button')
    expect([root?.getAttribute('role'), root?.getAttribute('tabindex'), root?.getAttribute('aria-disabled')]).toEqual([
      'button',
      '0',
      null,
    ])
    expect(document.querySelector('.at-button__wxbutton')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('makes a plain button of a modal footer a button, but not the inner button of an AtButton there', () => {
    markControls(mount(`<taro-view-core class="at-modal__footer"><taro-button-core class="plain">取消</taro-button-core>${atButton('确定注销')}</taro-view-core>`))
    const roles = ['.plain', '.at-button', '.at-button__wxbutton'].map((selector) => document.querySelector(selector)?.getAttribute('role') ?? null)
    expect(roles).toEqual(['button', 'button', null])
  })

  it("keeps a dialog's disabled action out of the Tab order and says it is disabled", () => {
    markControls(
      mount(`<taro-view-core class="at-modal__footer">
        <taro-button-core class="dialog__action dialog__action--disabled" id="waiting">取消</taro-button-core>
        <taro-button-core class="dialog__action" id="ready">确定</taro-button-core></taro-view-core>`),
    )
    const marks = ['waiting', 'ready'].map((id) => {
      const action = document.getElementById(id)
      return [action?.getAttribute('tabindex'), action?.getAttribute('aria-disabled')]
    })
    expect(marks).toEqual([
      ['-1', 'true'],
      ['0', null],
    ])
  })

  it('keeps a disabled AtButton out of the Tab order and says it is disabled', () => {
    markControls(mount(atButton('今日已签到', true)))
    const root = document.querySelector('.at-button')
    expect([root?.getAttribute('tabindex'), root?.getAttribute('aria-disabled')]).toEqual(['-1', 'true'])
  })

  it('makes a list row with a chevron a button and leaves a row of plain text alone', () => {
    markControls(
      mount(`<taro-view-core class="at-list__item" id="opens"><taro-text-core class="at-icon item-extra__icon-arrow"></taro-text-core></taro-view-core>
        <taro-view-core class="at-list__item" id="text">版本</taro-view-core>`),
    )
    expect([document.getElementById('opens')?.getAttribute('role'), document.getElementById('text')?.getAttribute('role')]).toEqual([
      'button',
      null,
    ])
  })

  it('marks a list row given as the changed element once, without marking it again and again', () => {
    mount('<taro-view-core class="at-list__item" id="row"><taro-text-core class="at-icon item-extra__icon-arrow"></taro-text-core></taro-view-core>')
    const row = document.getElementById('row') as HTMLElement
    expect(() => markControls(row)).not.toThrow()
    expect(row.getAttribute('role')).toBe('button')
  })

  it('makes tab items tabs of a tab list that say which one is selected', () => {
    markControls(
      mount(`<taro-view-core class="at-tabs__header">
        <taro-view-core class="at-tabs__item at-tabs__item--active">账号</taro-view-core>
        <taro-view-core class="at-tabs__item">支付</taro-view-core></taro-view-core>`),
    )
    const tabs = [...document.querySelectorAll('.at-tabs__item')]
    expect([
      document.querySelector('.at-tabs__header')?.getAttribute('role'),
      tabs.map((tab) => [tab.getAttribute('role'), tab.getAttribute('aria-selected')]),
    ]).toEqual(['tablist', [['tab', 'true'], ['tab', 'false']]])
  })

  it('names an AtInput field after its title, which taro-ui labels only on the wrapper', () => {
    markControls(
      mount(`<taro-view-core class="at-input"><taro-label-core class="at-input__title"><label for="phone">手机号</label></taro-label-core>
        <taro-input-core id="phone"><input placeholder="请输入手机号"></taro-input-core></taro-view-core>`),
    )
    expect(document.querySelector('input')?.getAttribute('aria-label')).toBe('手机号')
  })

  it("names the search field after the bar's action", () => {
    markControls(mount(SEARCH_BAR))
    expect(document.querySelector('input')?.getAttribute('aria-label')).toBe('搜索')
  })

  it('names the search field after its placeholder when the bar has no action', () => {
    const body = mount(SEARCH_BAR)
    body.querySelector('.at-search-bar__action')?.remove()
    markControls(body)
    expect(document.querySelector('input')?.getAttribute('aria-label')).toBe('搜索问题')
  })

  it('leaves a search bar without an input alone', () => {
    const body = mount(SEARCH_BAR)
    body.querySelector('.at-search-bar__input')?.remove()
    expect(() => markControls(body)).not.toThrow()
  })
})

describe('activateOnKey', () => {
  function control(role: string, disabled = false): { element: HTMLElement; clicks: jest.Mock } {
    const element = document.createElement('div')
    element.setAttribute('role', role)
    if (disabled) element.setAttribute('aria-disabled', 'true')
    const clicks = jest.fn()
    element.addEventListener('click', clicks)
    document.body.replaceChildren(element)
    document.addEventListener('keydown', activateOnKey)
    return { element, clicks }
  }

  afterEach(() => document.removeEventListener('keydown', activateOnKey))

  it('presses a role=button element on Enter and on Space', () => {
    const { element, clicks } = control('button')
    const events = [pressKey(element, 'Enter'), pressKey(element, ' ')]
    expect([clicks.mock.calls.length, events.map((event) => event.defaultPrevented)]).toEqual([2, [true, true]])
  })

  it('selects a tab on Enter and on Space', () => {
    const { element, clicks } = control('tab')
    pressKey(element, 'Enter')
    pressKey(element, ' ')
    expect(clicks).toHaveBeenCalledTimes(2)
  })

  it('follows a role=link element on Enter but not on Space, as a browser does a link', () => {
    const { element, clicks } = control('link')
    pressKey(element, ' ')
    pressKey(element, 'Enter')
    expect(clicks).toHaveBeenCalledTimes(1)
  })

  it('does not press a disabled control', () => {
    const { element, clicks } = control('button', true)
    pressKey(element, 'Enter')
    expect(clicks).not.toHaveBeenCalled()
  })

  it('ignores other keys and elements without a control role', () => {
    const { element, clicks } = control('status')
    pressKey(element, 'Enter')
    element.setAttribute('role', 'button')
    pressKey(element, 'a')
    expect(clicks).not.toHaveBeenCalled()
  })

  it('leaves a native button to the browser, which presses it itself', () => {
    const button = document.createElement('button')
    const clicks = jest.fn()
    button.addEventListener('click', clicks)
    document.body.replaceChildren(button)
    document.addEventListener('keydown', activateOnKey)
    const event = pressKey(button, 'Enter')
    expect([clicks.mock.calls.length, event.defaultPrevented]).toEqual([0, false])
  })
})

describe('installAccessibleControls', () => {
  it('marks a button rendered later and follows its disabled state', async () => {
    document.body.innerHTML = ''
    installAccessibleControls()
    document.body.insertAdjacentHTML('beforeend', atButton('立即签到'))
    await Promise.resolve()
    const root = document.querySelector('.at-button') as HTMLElement
    expect(root.getAttribute('tabindex')).toBe('0')
    root.classList.add('at-button--disabled')
    await Promise.resolve()
    expect([root.getAttribute('tabindex'), root.getAttribute('aria-disabled')]).toEqual(['-1', 'true'])
  })

  // issue 24: checking the whole list for every row added made a long list quadratic
  it('checks a row added to a list, not the list, and not a class set again to what it was', async () => {
    document.body.innerHTML = `<taro-view-core class="list">${atButton('领取').repeat(3)}</taro-view-core>`
    installAccessibleControls()
    await Promise.resolve()
    const list = document.querySelector('.list') as HTMLElement
    const searches = jest.spyOn(list, 'querySelectorAll')
    list.insertAdjacentHTML('beforeend', atButton('兑换'))
    list.className = 'list'
    await Promise.resolve()
    expect([list.lastElementChild?.getAttribute('role'), searches.mock.calls.length]).toEqual(['button', 0])
  })
})
