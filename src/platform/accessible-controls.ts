// H5: taro-ui's controls render as Taro custom elements (taro-view-core, taro-button-core), which
// browsers neither focus nor announce as controls, and AtButton / AtSearchBar pass no ARIA props
// through. This gives each of them a role, a place in the Tab order and a name, in one place.

const SEARCH_BAR = '.at-search-bar'
const SEARCH_INPUT = '.at-search-bar__input input'
const SEARCH_ACTION = '.at-search-bar__action'
const SEARCH_PLACEHOLDER = '.at-search-bar__placeholder'

type ControlRole = 'button' | 'tab'

interface ControlRule {
  selector: string
  role: ControlRole
  disabledClass?: string
  selectedClass?: string
  /** Only the matches that really act on a tap. */
  when?: (element: Element) => boolean
}

// taro-ui's tappable parts; each becomes one named control in the Tab order.
const CONTROL_RULES: readonly ControlRule[] = [
  { selector: '.at-button', role: 'button', disabledClass: 'at-button--disabled' },
  // a list row with a chevron opens something; a row without one is only text
  {
    selector: '.at-list__item',
    role: 'button',
    disabledClass: 'at-list__item--disabled',
    when: (row) => row.querySelector('.item-extra__icon-arrow') !== null,
  },
  { selector: '.at-tabs__item', role: 'tab', selectedClass: 'at-tabs__item--active' },
  { selector: '.at-segmented-control__item', role: 'tab', selectedClass: 'at-segmented-control__item--active' },
  { selector: '.at-action-sheet__item', role: 'button' },
  // a plain Button in a modal's footer (src/components/dialog), not the inner button of an AtButton placed there
  {
    selector: '.at-modal__footer taro-button-core:not(.at-button__wxbutton)',
    role: 'button',
    disabledClass: 'dialog__action--disabled',
  },
  { selector: SEARCH_ACTION, role: 'button' },
]

// Containers of tabs, so a screen reader says "tab 2 of 3".
const TAB_LISTS = '.at-tabs__header, .at-segmented-control'
// AtButton's transparent mini-program button laid over its text: nothing to announce on H5.
const INNER_BUTTON = '.at-button__wxbutton'

function markControl(element: Element, rule: ControlRule): void {
  if (rule.when && !rule.when(element)) return
  const disabled = rule.disabledClass !== undefined && element.classList.contains(rule.disabledClass)
  setAttribute(element, 'role', rule.role)
  setAttribute(element, 'tabindex', disabled ? '-1' : '0')
  if (disabled) setAttribute(element, 'aria-disabled', 'true')
  else element.removeAttribute('aria-disabled')
  if (rule.selectedClass) setAttribute(element, 'aria-selected', String(element.classList.contains(rule.selectedClass)))
}

interface FieldRule {
  field: string
  input: string
  /** Where the field's visible name is, first found first. */
  names: readonly string[]
}

// taro-ui ties AtInput's <label for> to Taro's wrapper, not to the <input> inside it, and gives
// AtSearchBar's input nothing: each input is named by the text the field shows for it.
const FIELD_RULES: readonly FieldRule[] = [
  { field: '.at-input', input: 'input', names: ['.at-input__title'] },
  { field: SEARCH_BAR, input: SEARCH_INPUT, names: [SEARCH_ACTION, SEARCH_PLACEHOLDER] },
]

function markField(field: Element, rule: FieldRule): void {
  const input = field.querySelector(rule.input)
  if (!input) return
  const name = rule.names.map((selector) => field.querySelector(selector)?.textContent?.trim()).find(Boolean)
  if (name) setAttribute(input, 'aria-label', name)
}

// A row's chevron and a field's name are drawn inside them: a change within one re-checks it (the
// row above: a change on the row itself is the row's own).
function markAround(element: Element): void {
  const row = element.parentElement?.closest('.at-list__item')
  if (row) markControls(row)
  for (const rule of FIELD_RULES) {
    const field = element.closest(rule.field)
    if (field) markField(field, rule)
  }
}

export function markControls(root: ParentNode): void {
  const scope = root instanceof Element ? root : null
  // the root itself when it matches, and every match inside it
  const each = (selector: string, mark: (element: Element) => void) => {
    if (scope?.matches(selector)) mark(scope)
    root.querySelectorAll(selector).forEach(mark)
  }
  for (const rule of CONTROL_RULES) each(rule.selector, (element) => markControl(element, rule))
  each(TAB_LISTS, (list) => setAttribute(list, 'role', 'tablist'))
  each(INNER_BUTTON, (inner) => setAttribute(inner, 'aria-hidden', 'true'))
  for (const rule of FIELD_RULES) root.querySelectorAll(rule.field).forEach((field) => markField(field, rule))
  if (scope) markAround(scope)
}

/**
 * Enter activates a focused button, tab or link element, Space a button or tab, as they would a
 * native control (native buttons and links already do it themselves).
 */
export function activateOnKey(event: KeyboardEvent): void {
  const target = event.target
  if (!(target instanceof HTMLElement) || event.defaultPrevented) return
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) return
  const role = target.getAttribute('role')
  const pressed =
    event.key === 'Enter'
      ? role === 'button' || role === 'tab' || role === 'link'
      : event.key === ' ' && (role === 'button' || role === 'tab')
  if (!pressed || target.getAttribute('aria-disabled') === 'true') return
  event.preventDefault()
  target.click()
}

/** Marks the controls already on the page and every one rendered or re-rendered later. */
export function installAccessibleControls(): void {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return
  markControls(document)
  new MutationObserver((mutations) => {
    for (const { target, type, addedNodes, oldValue } of mutations) {
      const node = target instanceof Element ? target : target.parentElement
      if (!node) continue
      // issue 24: what a change adds is checked, not the whole list again for each row added, nor
      // for a class set again to what it was (React and Taro do it to the page on every render)
      if (type === 'attributes') {
        if (oldValue !== node.getAttribute('class')) markControls(node)
      } else {
        markAround(node)
        addedNodes.forEach((added) => added instanceof Element && markControls(added))
      }
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true })
  document.addEventListener('keydown', activateOnKey)
}

// only a changed value is written, so marking never retriggers the observer for good
function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}
