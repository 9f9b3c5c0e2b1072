import { copyText } from '@/platform/clipboard'

const execCommand = jest.fn<boolean, [string]>()

function setClipboard(clipboard: unknown): void {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true })
}

beforeEach(() => {
  execCommand.mockReset().mockReturnValue(true)
  Object.assign(document, { execCommand })
})

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'clipboard')
})

test('copies through the async clipboard API', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined)
  setClipboard({ writeText })
  await copyText('invite-link')
  expect(writeText).toHaveBeenCalledWith('invite-link')
})

test('reports success of the async clipboard API', async () => {
  setClipboard({ writeText: jest.fn().mockResolvedValue(undefined) })
  await expect(copyText('invite-link')).resolves.toBe(true)
})

test('falls back to a textarea copy when the clipboard API refuses', async () => {
  setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) })
  await copyText('invite-link')
  expect(execCommand).toHaveBeenCalledWith('copy')
})

test('falls back to a textarea copy without the clipboard API', async () => {
  setClipboard(undefined)
  await expect(copyText('invite-link')).resolves.toBe(true)
})

test('the textarea holds the text while copying', async () => {
  setClipboard(undefined)
  let selected = ''
  execCommand.mockImplementation(() => {
    selected = document.querySelector('textarea')?.value ?? ''
    return true
  })
  await copyText('invite-link')
  expect(selected).toBe('invite-link')
})

test('the textarea is removed afterwards', async () => {
  setClipboard(undefined)
  await copyText('invite-link')
  expect(document.querySelector('textarea')).toBeNull()
})

test('reports failure when the browser cannot copy', async () => {
  setClipboard(undefined)
  execCommand.mockReturnValue(false)
  await expect(copyText('invite-link')).resolves.toBe(false)
})

test('reports failure when execCommand throws', async () => {
  setClipboard(undefined)
  execCommand.mockImplementation(() => {
    throw new Error('not allowed')
  })
  await expect(copyText('invite-link')).resolves.toBe(false)
})
