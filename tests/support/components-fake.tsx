// Small DOM fakes of the @tarojs/components the app and taro-ui use, so pages render in jsdom.
// Taro props become DOM props; Taro's `{ detail: { value } }` events are built from DOM events
// the way Taro's H5 components build them, so fireEvent.change / click / blur drive the app.
import {
  createElement,
  Fragment,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react'

/** The props every fake takes; anything Taro-only that is not listed is dropped. */
export interface FakeProps {
  id?: string
  className?: string
  style?: CSSProperties | string
  hidden?: boolean
  children?: ReactNode
  [prop: string]: unknown
}

type Handler = (event: unknown) => void

// Taro's touch, tap and key events and the DOM ones they become; onLongPress has no DOM twin.
const EVENT_PROPS: Record<string, string> = {
  onClick: 'onClick',
  onTap: 'onClick',
  onKeyDown: 'onKeyDown',
  onTouchStart: 'onTouchStart',
  onTouchMove: 'onTouchMove',
  onTouchEnd: 'onTouchEnd',
  onTouchCancel: 'onTouchCancel',
  onTransitionEnd: 'onTransitionEnd',
  onAnimationStart: 'onAnimationStart',
  onAnimationIteration: 'onAnimationIteration',
  onAnimationEnd: 'onAnimationEnd',
}

function handler(value: unknown): Handler | undefined {
  return typeof value === 'function' ? (value as Handler) : undefined
}

/** taro-ui writes styles as CSS text ('color:red;font-size:14px;'); React wants an object. */
export function styleObject(style: CSSProperties | string | undefined): CSSProperties | undefined {
  if (typeof style !== 'string') return style
  const result: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon <= 0) continue
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (!name || !value || value === 'undefined') continue
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
    result[key] = value
  }
  return result as CSSProperties
}

/** id, className, style, hidden, data-*, aria-*, role, tabIndex and lang, plus the touch, tap and key events. */
function domProps(props: FakeProps): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue
    if (['id', 'className', 'hidden', 'role', 'tabIndex', 'lang'].includes(name)) result[name] = value
    else if (name === 'style') result.style = styleObject(value as CSSProperties | string)
    else if (name.startsWith('data-') || name.startsWith('aria-')) result[name] = value
    else if (name in EVENT_PROPS && handler(value)) result[EVENT_PROPS[name]] = value
  }
  return result
}

/** Gives a DOM event Taro's `detail`, as Taro's H5 components do (Object.defineProperty). */
function withDetail<E extends SyntheticEvent>(event: E, detail: Record<string, unknown>): E {
  Object.defineProperty(event, 'detail', { value: detail, configurable: true })
  return event
}

function call(props: FakeProps, name: string, event: SyntheticEvent, detail: Record<string, unknown>): void {
  const callback = handler(props[name])
  if (callback) callback(withDetail(event, detail))
}

export function View(props: FakeProps) {
  return createElement('div', domProps(props), props.children)
}

export function Text(props: FakeProps) {
  return createElement('span', domProps(props), props.children)
}

export function Block({ children }: FakeProps) {
  return createElement(Fragment, null, children)
}

export function Label(props: FakeProps) {
  const htmlFor = typeof props.for === 'string' && props.for ? props.for : undefined
  return createElement('label', { ...domProps(props), htmlFor }, props.children)
}

export function Button(props: FakeProps) {
  const disabled = Boolean(props.disabled)
  const type = props.formType === 'submit' ? 'submit' : props.formType === 'reset' ? 'reset' : 'button'
  return createElement(
    'button',
    {
      ...domProps(props),
      type,
      disabled,
      'data-loading': props.loading ? 'true' : undefined,
    },
    props.children,
  )
}

/** Taro's H5 Input: `type` number/digit/idcard and `password` as the browser has them. */
function inputType(props: FakeProps): string {
  if (props.password) return 'password'
  if (props.confirmType === 'search') return 'search'
  if (props.type === 'number' || props.type === 'digit') return 'number'
  return 'text'
}

function maxLengthOf(props: FakeProps): number | undefined {
  // Taro: the default is 140 and -1 means no limit
  if (props.maxlength === undefined && props.maxLength === undefined) return 140
  const value = Number(props.maxlength ?? props.maxLength)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

function textEntryHandlers(props: FakeProps, isNumber: boolean) {
  const maxLength = maxLengthOf(props)
  return {
    onChange: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      let value = event.currentTarget.value
      // Taro's H5 Input cuts a number input to maxlength itself (the browser does not)
      if (isNumber && maxLength !== undefined && value.length > maxLength) {
        value = value.slice(0, maxLength)
        event.currentTarget.value = value
      }
      call(props, 'onInput', event, { value, cursor: value.length })
      call(props, 'onChange', event, { value, cursor: value.length })
    },
    onFocus: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      call(props, 'onFocus', event, { value: event.currentTarget.value, height: 0 }),
    onBlur: (event: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      call(props, 'onBlur', event, { value: event.currentTarget.value }),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value
      call(props, 'onKeyDown', event, { value, cursor: value.length, keyCode: event.keyCode })
      if (event.key === 'Enter' || event.keyCode === 13) call(props, 'onConfirm', event, { value })
    },
  }
}

export function Input(props: FakeProps) {
  const type = inputType(props)
  const maxLength = maxLengthOf(props)
  return createElement('input', {
    ...domProps(props),
    type,
    name: typeof props.name === 'string' && props.name ? props.name : undefined,
    placeholder: props.placeholder,
    disabled: Boolean(props.disabled),
    // the browser does not cut a number input; Taro does, in the handler above
    maxLength: type === 'number' ? undefined : maxLength,
    value: props.value === undefined || props.value === null ? '' : String(props.value),
    ...textEntryHandlers(props, type === 'number'),
  })
}

export function Textarea(props: FakeProps) {
  return createElement('textarea', {
    ...domProps(props),
    name: typeof props.name === 'string' && props.name ? props.name : undefined,
    placeholder: props.placeholder,
    disabled: Boolean(props.disabled),
    maxLength: maxLengthOf(props),
    value: props.value === undefined || props.value === null ? '' : String(props.value),
    ...textEntryHandlers(props, false),
  })
}

export function Switch(props: FakeProps) {
  return createElement('input', {
    ...domProps(props),
    type: 'checkbox',
    role: 'switch',
    checked: Boolean(props.checked),
    disabled: Boolean(props.disabled),
    onChange: (event: FormEvent<HTMLInputElement>) =>
      call(props, 'onChange', event, { value: event.currentTarget.checked }),
  })
}

export function Slider(props: FakeProps) {
  return createElement('input', {
    ...domProps(props),
    type: 'range',
    min: props.min ?? 0,
    max: props.max ?? 100,
    step: props.step ?? 1,
    value: props.value ?? 0,
    disabled: Boolean(props.disabled),
    onChange: (event: FormEvent<HTMLInputElement>) => {
      const value = Number(event.currentTarget.value)
      call(props, 'onChanging', event, { value })
      call(props, 'onChange', event, { value })
    },
  })
}

export function Image(props: FakeProps) {
  return createElement('img', {
    ...domProps(props),
    src: typeof props.src === 'string' ? props.src : undefined,
    alt: typeof props.alt === 'string' ? props.alt : '',
    'data-mode': typeof props.mode === 'string' ? props.mode : undefined,
    onLoad: (event: SyntheticEvent<HTMLImageElement>) =>
      call(props, 'onLoad', event, {
        width: event.currentTarget.naturalWidth,
        height: event.currentTarget.naturalHeight,
      }),
    onError: (event: SyntheticEvent<HTMLImageElement>) => call(props, 'onError', event, { errMsg: 'image load failed' }),
  })
}

interface RichTextNode {
  name?: string
  type?: string
  text?: string
  attrs?: { class?: string; style?: string }
  children?: RichTextNode[]
}

/** The array form of `nodes`: tags with class and style only, no other attributes. */
function renderNodes(nodes: RichTextNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.text ?? ''
    if (!node.name) return null
    return createElement(
      node.name,
      { key: index, className: node.attrs?.class, style: styleObject(node.attrs?.style) },
      ...(node.children ? renderNodes(node.children) : []),
    )
  })
}

/** Like Taro's H5 RichText, a string goes into innerHTML unfiltered (the app sanitises first). */
export function RichText(props: FakeProps) {
  if (typeof props.nodes === 'string') {
    return createElement('div', { ...domProps(props), dangerouslySetInnerHTML: { __html: props.nodes } })
  }
  const nodes = Array.isArray(props.nodes) ? (props.nodes as RichTextNode[]) : []
  return createElement('div', domProps(props), ...renderNodes(nodes))
}

export function WebView(props: FakeProps) {
  return createElement('iframe', {
    ...domProps(props),
    src: typeof props.src === 'string' ? props.src : undefined,
    title: 'web-view',
    onLoad: (event: SyntheticEvent<HTMLIFrameElement>) => call(props, 'onLoad', event, { src: props.src }),
  })
}

export function ScrollView(props: FakeProps) {
  return createElement(
    'div',
    {
      ...domProps(props),
      'data-scroll-x': props.scrollX ? 'true' : undefined,
      'data-scroll-y': props.scrollY ? 'true' : undefined,
      onScroll: (event: SyntheticEvent<HTMLDivElement>) => {
        const target = event.currentTarget
        call(props, 'onScroll', event, {
          scrollLeft: target.scrollLeft,
          scrollTop: target.scrollTop,
          scrollHeight: target.scrollHeight,
          scrollWidth: target.scrollWidth,
        })
        // like Taro's H5 ScrollView: a scroll that ends within lowerThreshold (default 50) of the end
        const lowerThreshold = Number(props.lowerThreshold ?? 50)
        if (props.scrollY && target.offsetHeight + target.scrollTop + lowerThreshold >= target.scrollHeight) {
          call(props, 'onScrollToLower', event, { direction: 'bottom' })
        }
      },
    },
    props.children,
  )
}

export function Form(props: FakeProps) {
  return createElement(
    'form',
    {
      ...domProps(props),
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const value: Record<string, string> = {}
        new FormData(event.currentTarget).forEach((entry, key) => {
          value[key] = typeof entry === 'string' ? entry : entry.name
        })
        call(props, 'onSubmit', event, { value })
      },
      onReset: (event: FormEvent<HTMLFormElement>) => call(props, 'onReset', event, {}),
    },
    props.children,
  )
}

export function Swiper(props: FakeProps) {
  return createElement(
    'div',
    { ...domProps(props), 'data-current': typeof props.current === 'number' ? props.current : undefined },
    props.children,
  )
}

export function SwiperItem(props: FakeProps) {
  return createElement('div', domProps(props), props.children)
}

export function Icon(props: FakeProps) {
  return createElement('span', {
    ...domProps(props),
    className: ['taro-icon', typeof props.type === 'string' ? `taro-icon--${props.type}` : '', props.className]
      .filter(Boolean)
      .join(' '),
    'data-type': props.type,
  })
}

export function Picker(props: FakeProps) {
  return createElement('div', domProps(props), props.children)
}

export function MovableArea(props: FakeProps) {
  return createElement('div', domProps(props), props.children)
}

export function MovableView(props: FakeProps) {
  return createElement('div', domProps(props), props.children)
}
