// The fakes themselves: the browser tests rely on them behaving like the native hosts.
import { askHost } from '@/platform/bridge'
import { parseHostToken } from '@/platform/host-values'
import { fakeHostScript, hostMessages, removeFakeHosts, type FakeHostKind } from '../support/fake-hosts'

type Bag = Record<string, unknown>

function inject(script: string): void {
  // a Function body sees only globals: a fake reaching outside itself would throw here
  new Function(script)()
}

afterEach(() => {
  removeFakeHosts()
})

test.each(['ios', 'android', 'electron'] as FakeHostKind[])('the injected %s host answers getToken', async (kind) => {
  inject(fakeHostScript(kind, { token: 'injected' }))
  await expect(askHost('getToken', parseHostToken, 1000)).resolves.toBe('injected')
})

test('the injected host records messages in window.__hostMessages', async () => {
  inject(fakeHostScript('android', { token: 'injected' }))
  await askHost('getToken', parseHostToken, 1000)
  expect((window as unknown as Bag).__hostMessages).toEqual(hostMessages())
})

test('the injected host sets the user agent', () => {
  inject(fakeHostScript('electron', { userAgent: 'Macintosh Electron/31.0' }))
  expect(window.navigator.userAgent).toBe('Macintosh Electron/31.0')
})

test('an answer changed in window.__hostReplies is used', async () => {
  inject(fakeHostScript('ios', { token: 'first' }))
  ;((window as unknown as Bag).__hostReplies as Bag).getToken = 'second'
  await expect(askHost('getToken', parseHostToken, 1000)).resolves.toBe('second')
})

test('the Android fake, like Android, refuses an argument that is not one JSON string', () => {
  inject(fakeHostScript('android'))
  const android = (window as unknown as { android: Record<string, (...args: unknown[]) => void> }).android
  expect(() => android.setTitle({ title: 'x' })).toThrow('takes one JSON string')
})

test('the Android fake, like Android, refuses a method called off its object', () => {
  inject(fakeHostScript('android'))
  const { setTitle } = (window as unknown as { android: Record<string, (json: string) => void> }).android
  expect(() => setTitle('{}')).toThrow('non-injected object')
})

test('the iOS fake, like WebKit, refuses postMessage called off its handler', () => {
  inject(fakeHostScript('ios'))
  const handlers = (window as unknown as { webkit: { messageHandlers: Record<string, { postMessage(p: unknown): void }> } })
    .webkit.messageHandlers
  const { postMessage } = handlers.setTitle
  expect(() => postMessage({ title: 'x' })).toThrow(TypeError)
})

test('the Electron fake, like Electron, rejects a channel it does not handle', async () => {
  inject(fakeHostScript('electron', { messages: ['setTitle'] }))
  const { invoke } = (window as unknown as { electron: { ipcRenderer: { invoke(m: string, p: unknown): Promise<unknown> } } })
    .electron.ipcRenderer
  await expect(invoke('jumpLogin', {})).rejects.toThrow("No handler registered for 'jumpLogin'")
})
