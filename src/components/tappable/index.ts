/** A role Taro's View and Text pass through to the element (their types leave role and tabIndex out). */
export type TappableRole = 'button' | 'link'

/**
 * Props that make a tappable View or Text a keyboard control: announced with its role, reached
 * with Tab, pressed with Enter (and Space for a button, see src/platform/accessible-controls).
 * Spread them: `<Text {...tappable('link')} onClick={...}>`.
 */
export function tappable(role: TappableRole): { role: TappableRole; tabIndex: number } {
  return { role, tabIndex: 0 }
}
