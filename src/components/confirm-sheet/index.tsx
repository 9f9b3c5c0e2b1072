import { AtButton, AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import { TextWithDates } from '../text-with-dates'
import '@/styles/taro-ui/modal.scss'
import './index.scss'

interface ConfirmSheetProps {
  /** Open while true. */
  opened: boolean
  title: string
  /** What the action does and what the member keeps. */
  text: string
  keepLabel: string
  confirmLabel: string
  /** The action cannot be undone: its button is red. */
  destructive?: boolean
  /** The action is on its way: both buttons wait for it. */
  sending: boolean
  onConfirm: () => void
  onClose: () => void
  className: string
}

/** Asks before an action that changes the membership or the account; the member sees what it means before saying yes. */
export function ConfirmSheet({ opened, title, text, keepLabel, confirmLabel, destructive = false, sending, onConfirm, onClose, className }: ConfirmSheetProps) {
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
        <AtButton
          className={destructive ? 'confirm-sheet__confirm confirm-sheet__confirm--destructive' : 'confirm-sheet__confirm'}
          loading={sending}
          disabled={sending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </AtButton>
      </AtModalAction>
    </AtModal>
  )
}
