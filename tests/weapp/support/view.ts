// The view layer of the headless mini-program: the build's WXML compiled by WeChat's own compiler
// (`wcc`, npm miniprogram-compiler) into `$gwx`, which turns a page's data into the tree WeChat
// would draw. Tests read what a user sees from that tree, and find the elements they tap in it.
import fs from 'fs'
import path from 'path'
import vm from 'vm'
import { wxmlToJs } from 'miniprogram-compiler'

/** An element as `$gwx` gives it: `wx-view`, `wx-input`, ...; a text is a plain string. */
export interface WxmlElement {
  tag: string
  attr: Record<string, unknown>
  children: WxmlNode[]
}
export type WxmlNode = WxmlElement | string

/** An element of the drawn page, with its parent, so a tap can bubble. */
export interface ViewElement {
  tag: string
  attr: Record<string, unknown>
  children: ViewNode[]
  parent: ViewElement | undefined
}
export type ViewNode = ViewElement | string

type Render = (pagePath: string, dataJson: string) => WxmlElement

/**
 * One `$gwx` per build directory. It runs in a context of its own, as WeChat's view layer is a
 * separate webview; data crosses into it as JSON, as setData's data crosses WeChat's bridge.
 */
export class ViewLayer {
  private readonly render: Render
  private readonly textTemplateName: string
  /** What `$gwx` complained of (a template not found, a recursion): a broken build, never noise. */
  readonly warnings: string[] = []

  constructor(readonly distDir: string) {
    const report = (...parts: unknown[]): void => {
      this.warnings.push(parts.map(String).join(' '))
    }
    const context = vm.createContext({ console: { log() {}, warn: report, error: report } })
    // wcc's runtime writes its version onto `window`
    vm.runInContext('var window = this', context)
    const gwx = vm.runInContext(`(function () {${wxmlToJs(distDir)}})()`, context)
    context.__gwx = gwx
    this.render = vm.runInContext(
      '(function (pagePath, dataJson) { return __gwx(pagePath)(JSON.parse(dataJson), {}, {}) })',
      context,
    ) as Render
    this.textTemplateName = textNodeName(distDir)
  }

  /** The page (or component) at `wxmlPath` drawn from `data`; Taro's `comp` components drawn in place. */
  draw(wxmlPath: string, data: unknown): ViewElement {
    const tree = this.render(wxmlPath, JSON.stringify(data))
    return this.adopt(tree, undefined)
  }

  private adopt(node: WxmlElement, parent: ViewElement | undefined): ViewElement {
    const element: ViewElement = { tag: node.tag, attr: { ...node.attr }, children: [], parent }
    for (const child of node.children) {
      if (typeof child === 'string') {
        element.children.push(child)
      } else if (child.tag === 'wx-comp') {
        // Taro's recursive component: its template drawn with the node it was handed
        const drawn = this.render('comp.wxml', JSON.stringify({ i: child.attr.i, l: child.attr.l }))
        for (const inner of drawn.children) {
          element.children.push(typeof inner === 'string' ? inner : this.adopt(inner, element))
        }
      } else {
        element.children.push(this.adopt(child, element))
      }
    }
    return element
  }

  /** Taro's name for a text node in this build (`nn` of the data tree), for reading the data tree. */
  get textNodeName(): string {
    return this.textTemplateName
  }
}

/** The build's base.wxml draws a text node with the template whose body is only `{{i.v}}`. */
function textNodeName(distDir: string): string {
  const base = fs.readFileSync(path.join(distDir, 'base.wxml'), 'utf8')
  const match = /<template name="tmpl_0_(\w+)">\s*<block>\{\{i\.v\}\}<\/block>/.exec(base)
  if (!match) throw new Error('base.wxml has no text template')
  return match[1]
}

export function isElement(node: ViewNode): node is ViewElement {
  return typeof node !== 'string'
}

/** Every element of the tree, depth first, the root first. */
export function* elementsOf(root: ViewElement): Generator<ViewElement> {
  yield root
  for (const child of root.children) {
    if (isElement(child)) yield* elementsOf(child)
  }
}

/** The text a user reads in `element`: its texts in order, runs of white space as one space. */
export function textOf(element: ViewElement): string {
  const parts: string[] = []
  const walk = (node: ViewNode): void => {
    if (typeof node === 'string') {
      parts.push(node)
      return
    }
    if (isHidden(node)) return
    // an input shows its value, or its placeholder when empty
    if (node.tag === 'wx-input' || node.tag === 'wx-textarea') {
      const value = node.attr.value
      parts.push(` ${typeof value === 'string' && value !== '' ? value : String(node.attr.placeholder ?? '')} `)
    }
    for (const child of node.children) walk(child)
    parts.push(' ')
  }
  walk(element)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

// taro-ui's overlays stay in the tree while closed; its stylesheet hides them until their
// modifier class is on (`visibility: hidden` on the root)
const OVERLAY_OPEN_CLASS: Readonly<Record<string, string>> = {
  'at-action-sheet': 'at-action-sheet--active',
  'at-modal': 'at-modal--active',
  'at-float-layout': 'at-float-layout--active',
}

/** `hidden`, an inline `display: none`, or a closed taro-ui overlay: WeChat draws none of them. */
export function isHidden(element: ViewElement): boolean {
  if (element.attr.hidden === true) return true
  const classes = typeof element.attr.class === 'string' ? element.attr.class.split(/\s+/) : []
  if (classes.some((name) => OVERLAY_OPEN_CLASS[name] !== undefined && !classes.includes(OVERLAY_OPEN_CLASS[name]))) return true
  const style = element.attr.style
  return typeof style === 'string' && /(^|;)\s*display\s*:\s*none/.test(style)
}

/** The element's Taro node id (`data-sid`), by which Taro's event handler finds it. */
export function sidOf(element: ViewElement): string | undefined {
  const sid = element.attr['data-sid'] ?? element.attr.id
  return typeof sid === 'string' && sid !== '' ? sid : undefined
}
