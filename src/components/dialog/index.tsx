import { Button } from '@tarojs/components'
import type { ReactNode } from 'react'
import { AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import '@/styles/taro-ui/modal.scss'
import './index.scss'

/** primary: the action the dialog is for; secondary: keep things as they are; destructive: cannot be undone. */
export type DialogActionKind = 'primary' | 'secondary' | 'destructive'

export interface DialogAction {
  label: string
  /** secondary unless said */
  kind?: DialogActionKind
  onClick: () => void
  /** Its request is on its way: it shows the loading mark, and the whole dialog waits. */
  busy?: boolean
  disabled?: boolean
  /** kept on the button, for the page's styles and tests */
  className?: string
}

interface DialogProps {
  opened: boolean
  title?: string
  /** on the dialog's root */
  className?: string
  /** The mask was tapped; without it the mask does nothing. */
  onClose?: () => void
  /** A request started from the content (not from an action) is on its way: the dialog waits as for a busy action. */
  busy?: boolean
  /** The footer row, left to right. */
  actions: readonly DialogAction[]
  children: ReactNode
}

function actionClass(action: DialogAction, disabled: boolean): string {
  const classes = ['dialog__action', `dialog__action--${action.kind ?? 'secondary'}`]
  if (disabled) classes.push('dialog__action--disabled')
  if (action.className) classes.push(action.className)
  return classes.join(' ')
}

/**
 * Every dialog of the app: a title, its content and a row of actions. While something is on its
 * way, no action can be tapped and the mask does not close it: no second request, and the outcome
 * is not lost with a closed dialog.
 */
export function Dialog({ opened, title, className, onClose, busy = false, actions, children }: DialogProps) {
  const waiting = busy || actions.some((action) => action.busy === true)
  return (
    <AtModal
      isOpened={opened}
      // AtModal hides itself on a mask tap whatever onClose does: only when the page closes it too
      closeOnClickOverlay={!waiting && onClose !== undefined}
      onClose={waiting ? undefined : onClose}
      className={className ? `dialog ${className}` : 'dialog'}
    >
      {title !== undefined && <AtModalHeader>{title}</AtModalHeader>}
      <AtModalContent>{children}</AtModalContent>
      <AtModalAction>
        {actions.map((action, index) => {
          const disabled = waiting || action.disabled === true
          return (
            <Button
              // the row is fixed: an action keeps its button (and focus) when its label changes
              key={index}
              className={actionClass(action, disabled)}
              loading={action.busy === true}
              disabled={disabled}
              // WeChat still fires a tap on a disabled button
              onClick={() => {
                if (!disabled) action.onClick()
              }}
            >
              {action.label}
            </Button>
          )
        })}
      </AtModalAction>
    </AtModal>
  )
}
