import { roleProps, type AccessibleRole } from '@/platform'

/** A role Taro's View and Text pass through to the element (their types leave role and tabIndex out). */
export type TappableRole = Extract<AccessibleRole, 'button' | 'link'>

/**
 * Props that make a tappable View or Text a keyboard control: announced with its role (in the
 * mini-program through `aria-role`), reached with Tab, pressed with Enter (and Space for a button,
 * see src/platform/accessible-controls). Spread them: `<Text {...tappable('link')} onClick={...}>`.
 */
export function tappable(role: TappableRole): ReturnType<typeof roleProps> & { tabIndex: number } {
  return { ...roleProps(role), tabIndex: 0 }
}
