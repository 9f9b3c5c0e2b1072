// Jest's @tarojs/components: Taro's own React components, the ones the H5 build renders with
// h5.useHtmlComponents (@tarojs/plugin-platform-h5 aliases @tarojs/components to @tarojs/components-react).
import * as Components from '@tarojs/components-react'
import { createElement, forwardRef, type CSSProperties } from 'react'

export * from '@tarojs/components-react'

/** CSS text ('color:red;font-size:14px;') as the style object React wants. */
function styleObject(style: string): CSSProperties {
  const result: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon <= 0) continue
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (!name || !value || value === 'undefined') continue
    result[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value
  }
  return result as CSSProperties
}

type StyledProps = { style?: CSSProperties | string } & Record<string, unknown>

/**
 * taro-ui (AtIcon, AtInput, AtTabs, AtSegmentedControl) hands View and Text its styles as CSS
 * text; components-react passes that on to react-dom, which throws ("The `style` prop expects a
 * mapping ...", React error #62, NervJS/taro#13293: an H5 build with useHtmlComponents shows
 * /help and /welfare blank). Until the H5 build converts it too, only this is adapted.
 */
function acceptingCssText(Component: typeof Components.View) {
  return forwardRef<unknown, StyledProps>(function CssTextStyle({ style, ...props }, ref) {
    return createElement(Component as never, { ...props, ref, style: typeof style === 'string' ? styleObject(style) : style })
  })
}

export const View = acceptingCssText(Components.View)
export const Text = acceptingCssText(Components.Text as typeof Components.View)

/**
 * ScrollView is Taro's web component (taro-scroll-view-core), the one the H5 build ships today
 * (h5.useHtmlComponents off). components-react's ScrollView renders only className, style,
 * onScroll and three touch handlers: it drops id, tabIndex, data-* and onTouchCancel, so
 * ScrollList could not be measured by id, focused by keyboard, or cancel a pull with it.
 */
export { ScrollView } from '@tarojs/components/lib/react'
