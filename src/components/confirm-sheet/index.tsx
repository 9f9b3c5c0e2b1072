import { Dialog } from '../dialog'
import { TextWithDates } from '../text-with-dates'
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
    <Dialog
      opened={opened}
      title={title}
      className={`confirm-sheet ${className}`}
      onClose={onClose}
      actions={[
        { label: keepLabel, onClick: onClose, className: 'confirm-sheet__keep' },
        {
          label: confirmLabel,
          kind: destructive ? 'destructive' : 'primary',
          busy: sending,
          onClick: onConfirm,
          className: 'confirm-sheet__confirm',
        },
      ]}
    >
      <TextWithDates className='confirm-sheet__text' text={text} />
    </Dialog>
  )
}
