import { AtButton, AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import { TextWithDates } from '@/components/text-with-dates'
import '@/styles/taro-ui/modal.scss'

interface ConfirmSheetProps {
  /** Open while true. */
  opened: boolean
  title: string
  /** What the action does and what the member keeps. */
  text: string
  keepLabel: string
  confirmLabel: string
  /** The action is on its way: both buttons wait for it. */
  sending: boolean
  onConfirm: () => void
  onClose: () => void
  className: string
}

/** Asks before an action that changes the membership; the member sees what stays before saying yes. */
export function ConfirmSheet({ opened, title, text, keepLabel, confirmLabel, sending, onConfirm, onClose, className }: ConfirmSheetProps) {
  return (
    <AtModal isOpened={opened} onClose={sending ? undefined : onClose} className={`confirm-sheet ${className}`}>
      <AtModalHeader>{title}</AtModalHeader>
      <AtModalContent>
        <TextWithDates className='confirm-sheet__text' text={text} />
      </AtModalContent>
      <AtModalAction>
        <AtButton className='confirm-sheet__keep' disabled={sending} onClick={onClose}>
          {keepLabel}
        </AtButton>
        <AtButton className='confirm-sheet__confirm' loading={sending} disabled={sending} onClick={onConfirm}>
          {confirmLabel}
        </AtButton>
      </AtModalAction>
    </AtModal>
  )
}
