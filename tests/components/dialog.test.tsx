import { fireEvent, render, screen } from '@testing-library/react'
import { Dialog, type DialogAction } from '@/components/dialog'

function dialog(actions: readonly DialogAction[], options: { opened?: boolean; title?: string; busy?: boolean; onClose?: () => void } = {}) {
  const { opened = true, title = '解绑设备', busy, onClose } = options
  return (
    <Dialog opened={opened} title={title} className='test-dialog' busy={busy} onClose={onClose} actions={actions}>
      确定解绑“书房路由器”吗？
    </Dialog>
  )
}

function rowButtons(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('.at-modal__action > *'))
}

function action(label: string): HTMLElement {
  const button = screen.getByText(label).closest<HTMLElement>('.dialog__action')
  if (!button) throw new Error(`${label} is not a dialog action`)
  return button
}

function isOpen(container: HTMLElement): boolean {
  return container.querySelector('.test-dialog')?.classList.contains('at-modal--active') ?? false
}

function tapMask(container: HTMLElement): void {
  fireEvent.click(container.querySelector('.at-modal__overlay') as HTMLElement)
}

const idle = () => undefined

describe('Dialog', () => {
  test('shows the title and the content in an open dialog', () => {
    const { container } = render(dialog([{ label: '知道了', onClick: idle }]))
    expect(isOpen(container)).toBe(true)
    expect(container.querySelector('.at-modal__header')?.textContent).toBe('解绑设备')
    expect(container.querySelector('.at-modal__content')?.textContent).toBe('确定解绑“书房路由器”吗？')
  })

  test('draws no header without a title', () => {
    const { container } = render(
      <Dialog opened actions={[{ label: '知道了', onClick: idle }]}>
        内容
      </Dialog>,
    )
    expect(container.querySelector('.at-modal__header')).toBeNull()
  })

  test('stays hidden while not opened', () => {
    const { container } = render(dialog([{ label: '知道了', onClick: idle }], { opened: false }))
    expect(isOpen(container)).toBe(false)
  })

  test("renders the actions as the footer row's own buttons, in order, each marked with its kind", () => {
    const { container } = render(
      dialog([
        { label: '取消', onClick: idle },
        { label: '保存', kind: 'primary', onClick: idle },
        { label: '确定解绑', kind: 'destructive', onClick: idle },
      ]),
    )
    const row = rowButtons(container).map((button) => [
      button.textContent,
      button.classList.contains('taro-button-core'),
      button.className.match(/dialog__action--\w+/)?.[0],
    ])
    expect(row).toEqual([
      ['取消', true, 'dialog__action--secondary'],
      ['保存', true, 'dialog__action--primary'],
      ['确定解绑', true, 'dialog__action--destructive'],
    ])
  })

  test("keeps an action's className on its button", () => {
    render(dialog([{ label: '确定解绑', kind: 'destructive', onClick: idle, className: 'equipment-manage__confirm' }]))
    expect(action('确定解绑').classList.contains('equipment-manage__confirm')).toBe(true)
  })

  test("calls an action's onClick when it is tapped", () => {
    const onClick = jest.fn()
    render(dialog([{ label: '确定解绑', kind: 'destructive', onClick }]))
    fireEvent.click(action('确定解绑'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  test('does not call a disabled action, and leaves the others enabled', () => {
    const cancel = jest.fn()
    const submit = jest.fn()
    render(
      dialog([
        { label: '取消', onClick: cancel },
        { label: '提交', kind: 'primary', disabled: true, onClick: submit },
      ]),
    )
    fireEvent.click(action('提交'))
    fireEvent.click(action('取消'))
    expect(['提交', '取消'].map((label) => action(label).classList.contains('dialog__action--disabled'))).toEqual([true, false])
    expect([submit.mock.calls.length, cancel.mock.calls.length]).toEqual([0, 1])
  })

  test('shows the loading mark on a busy action and disables every action', () => {
    const cancel = jest.fn()
    const submit = jest.fn()
    render(
      dialog([
        { label: '取消', onClick: cancel },
        { label: '提交', kind: 'primary', busy: true, onClick: submit },
      ]),
    )
    fireEvent.click(action('提交'))
    fireEvent.click(action('取消'))
    expect(action('提交').querySelector('.weui-loading')).not.toBeNull()
    expect(action('取消').querySelector('.weui-loading')).toBeNull()
    expect(['取消', '提交'].map((label) => action(label).classList.contains('dialog__action--disabled'))).toEqual([true, true])
    expect([cancel, submit].map((onClick) => onClick.mock.calls.length)).toEqual([0, 0])
  })

  test('calls onClose on a mask tap while nothing is busy', () => {
    const onClose = jest.fn()
    const { container } = render(dialog([{ label: '知道了', onClick: idle }], { onClose }))
    tapMask(container)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  test('ignores a mask tap while an action is busy and stays open', () => {
    const onClose = jest.fn()
    const { container } = render(dialog([{ label: '提交', kind: 'primary', busy: true, onClick: idle }], { onClose }))
    tapMask(container)
    expect(onClose).not.toHaveBeenCalled()
    expect(isOpen(container)).toBe(true)
  })

  test('waits as for a busy action while the dialog itself is busy, without a loading mark on any action', () => {
    const onClose = jest.fn()
    const onClick = jest.fn()
    const { container } = render(dialog([{ label: '稍后支付', onClick }], { busy: true, onClose }))
    tapMask(container)
    fireEvent.click(action('稍后支付'))
    expect([onClose.mock.calls.length, onClick.mock.calls.length, isOpen(container)]).toEqual([0, 0, true])
    expect(action('稍后支付').querySelector('.weui-loading')).toBeNull()
  })

  test('stays open on a mask tap when it has no onClose', () => {
    const { container } = render(dialog([{ label: '知道了', onClick: idle }]))
    tapMask(container)
    expect(isOpen(container)).toBe(true)
  })
})
