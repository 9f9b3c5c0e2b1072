import { render } from '@testing-library/react'
import { ConfirmSheet } from '@/components/confirm-sheet'

function sheet(destructive: boolean) {
  return (
    <ConfirmSheet
      className='test__confirm'
      opened
      title='确定注销账号？'
      text='期满后账号将被永久注销'
      keepLabel='暂不注销'
      confirmLabel='确定注销'
      destructive={destructive}
      sending={false}
      onConfirm={() => undefined}
      onClose={() => undefined}
    />
  )
}

function confirmClasses(container: HTMLElement): DOMTokenList | undefined {
  return container.querySelector('.confirm-sheet__confirm')?.classList
}

describe('ConfirmSheet', () => {
  test('marks the confirm of an action that cannot be undone as destructive', () => {
    const { container } = render(sheet(true))
    expect(confirmClasses(container)?.contains('dialog__action--destructive')).toBe(true)
  })

  test('marks the confirm of any other action as primary', () => {
    const { container } = render(sheet(false))
    expect(confirmClasses(container)?.contains('dialog__action--primary')).toBe(true)
  })
})
