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
