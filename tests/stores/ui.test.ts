import { UiStore } from '@/stores/ui'

describe('UiStore loading indicator', () => {
  it('is off at first', () => {
    expect(new UiStore().loading).toBe(false)
  })

  it('turns on when a request starts', () => {
    const ui = new UiStore()
    ui.requestStarted()
    expect(ui.loading).toBe(true)
  })

  it('turns off when the request finishes', () => {
    const ui = new UiStore()
    ui.requestStarted()
    ui.requestFinished()
    expect(ui.loading).toBe(false)
  })

  it('stays on while one of two requests is still running', () => {
    const ui = new UiStore()
    ui.requestStarted()
    ui.requestStarted()
    ui.requestFinished()
    expect(ui.loading).toBe(true)
  })

  it('never counts below zero', () => {
    const ui = new UiStore()
    ui.requestFinished()
    ui.requestFinished()
    expect(ui.pendingRequests).toBe(0)
  })

  it('turns on for a request started after extra finishes', () => {
    const ui = new UiStore()
    ui.requestFinished()
    ui.requestStarted()
    expect(ui.loading).toBe(true)
  })

  it('is enabled at first', () => {
    expect(new UiStore().loadingDisabled).toBe(false)
  })

  it('can be disabled by a page', () => {
    const ui = new UiStore()
    ui.setLoadingDisabled(true)
    expect(ui.loadingDisabled).toBe(true)
  })
})

describe('UiStore toast', () => {
  it('shows no toast at first', () => {
    expect(new UiStore().toast).toBeNull()
  })

  it('shows a toast with its text and duration', () => {
    const ui = new UiStore()
    ui.showToast('saved', 2000)
    expect(ui.toast).toMatchObject({ text: 'saved', durationMs: 2000 })
  })

  it('replaces the current toast with a new one', () => {
    const ui = new UiStore()
    ui.showToast('first', 2000)
    ui.showToast('second', 2000)
    expect(ui.toast?.text).toBe('second')
  })

  it('gives each toast a new id', () => {
    const ui = new UiStore()
    ui.showToast('same', 2000)
    const firstId = ui.toast?.id
    ui.showToast('same', 2000)
    expect(ui.toast?.id).not.toBe(firstId)
  })

  it('dismisses the toast with its id', () => {
    const ui = new UiStore()
    ui.showToast('saved', 2000)
    ui.dismissToast(ui.toast?.id ?? -1)
    expect(ui.toast).toBeNull()
  })

  it('keeps a newer toast when an older one is dismissed', () => {
    const ui = new UiStore()
    ui.showToast('first', 2000)
    const firstId = ui.toast?.id ?? -1
    ui.showToast('second', 2000)
    ui.dismissToast(firstId)
    expect(ui.toast?.text).toBe('second')
  })
})

describe('UiStore privacy consent (mini-program)', () => {
  function consentRequest() {
    return { agree: jest.fn(), refuse: jest.fn() }
  }

  it('asks the user while a privacy API waits on the consent', () => {
    const ui = new UiStore()
    ui.askPrivacyConsent(consentRequest())
    expect(ui.askingPrivacyConsent).toBe(true)
  })

  it('agrees with the id of the agree button the user tapped, then stops asking', () => {
    const ui = new UiStore()
    const request = consentRequest()
    ui.askPrivacyConsent(request)
    ui.answerPrivacyConsent({ agree: 'privacy-consent-agree' })
    expect(request.agree).toHaveBeenCalledWith('privacy-consent-agree')
    expect(ui.askingPrivacyConsent).toBe(false)
  })

  it('refuses once however often the refusal is tapped', () => {
    const ui = new UiStore()
    const request = consentRequest()
    ui.askPrivacyConsent(request)
    ui.answerPrivacyConsent('refuse')
    ui.answerPrivacyConsent('refuse')
    expect(request.refuse).toHaveBeenCalledTimes(1)
    expect(request.agree).not.toHaveBeenCalled()
  })

  it('answers every API that waited with the one answer', () => {
    const ui = new UiStore()
    const copy = consentRequest()
    const save = consentRequest()
    ui.askPrivacyConsent(copy)
    ui.askPrivacyConsent(save)
    ui.answerPrivacyConsent({ agree: 'privacy-consent-agree' })
    expect(copy.agree).toHaveBeenCalledTimes(1)
    expect(save.agree).toHaveBeenCalledTimes(1)
  })
})

describe('UiStore slow requests (issue 26)', () => {
  it('is slow while a request waits past its time, and not once it is settled', () => {
    const ui = new UiStore()
    const settled = ui.requestSlow(() => undefined)
    expect(ui.slow).toBe(true)
    settled()
    expect(ui.slow).toBe(false)
  })

  it('stays slow while another slow request still waits', () => {
    const ui = new UiStore()
    const first = ui.requestSlow(() => undefined)
    ui.requestSlow(() => undefined)
    first()
    expect(ui.slow).toBe(true)
  })

  it('cancels every waiting request at the user’s one tap', () => {
    const ui = new UiStore()
    const cancels = [jest.fn(), jest.fn()]
    cancels.forEach((cancel) => ui.requestSlow(cancel))
    ui.cancelSlowRequests()
    expect(cancels.map((cancel) => cancel.mock.calls.length)).toEqual([1, 1])
    expect(ui.slow).toBe(false)
  })

  it('does not cancel a request a second time when it settles after the cancel', () => {
    const ui = new UiStore()
    const cancel = jest.fn()
    const settled = ui.requestSlow(cancel)
    ui.cancelSlowRequests()
    settled()
    ui.cancelSlowRequests()
    expect(cancel).toHaveBeenCalledTimes(1)
  })
})
