// The mini-program's look (issue 23): a page of the headless mini-program drawn in Chromium from what
// WeChat itself would draw, its WXML tree from `wcc` (view.ts) and its stylesheets from `wcsc`
// (npm miniprogram-compiler), whose runtime turns rpx into pixels for the screen's width as WeChat's
// view layer does. Only the built-in components' own look is written here (WeChat's defaults for
// view, text, image, button, input), with WeChat's navigation bar holding the page title.
import fs from 'fs'
import path from 'path'
import { wxssToJs } from 'miniprogram-compiler'
import type { Page } from 'playwright-core'
import { buildOrigin, mockOrigin, type MiniProgram } from './mini-program'
import { isElement, isHidden, type ViewElement, type ViewNode } from './view'

/** WeChat's width of an iPhone X class phone, the width the team reviews at. */
export const PHONE = { width: 375, height: 812 }

// WeChat's defaults for its built-in components (the view layer's base stylesheet), and its bars.
const WECHAT_BASE_CSS = `
body { margin: 0; font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", "Helvetica Neue", sans-serif; font-size: 16px; }
wx-view, wx-scroll-view, wx-swiper, wx-swiper-item, wx-form, wx-canvas, wx-web-view, wx-navigator { display: block; }
/* WeChat keeps a text's line breaks and, without its space attribute, folds runs of spaces */
wx-text { display: inline; white-space: pre-line; }
wx-image { display: inline-block; overflow: hidden; width: 320px; height: 240px; }
wx-image > img { width: 100%; height: 100%; display: block; }
wx-button { position: relative; display: block; margin-left: auto; margin-right: auto; padding-left: 14px; padding-right: 14px;
  box-sizing: border-box; font-size: 18px; text-align: center; text-decoration: none; line-height: 2.55555556; border-radius: 5px;
  color: #000; background-color: #f8f8f8; overflow: hidden; }
wx-button::after { content: " "; width: 200%; height: 200%; position: absolute; top: 0; left: 0; border: 1px solid rgba(0, 0, 0, 0.2);
  transform: scale(0.5); transform-origin: 0 0; box-sizing: border-box; border-radius: 10px; }
wx-input, wx-textarea { display: block; min-height: 1.4rem; overflow: hidden; }
wx-input > input, wx-textarea > textarea { all: unset; width: 100%; font: inherit; color: inherit; text-align: inherit; }
wx-input > input::placeholder, wx-textarea > textarea::placeholder { color: #808080; }
.wechat-navigation-bar { position: sticky; top: 0; z-index: 5000; height: 88px; box-sizing: border-box; padding-top: 44px;
  background: #fff; text-align: center; font-size: 17px; font-weight: 500; line-height: 44px; color: #000; }
/* in the flow, not fixed: a full-page picture shows it under the page's end, not over its middle */
.wechat-tab-bar { display: flex; height: 50px; background: #fff;
  border-top: 1px solid rgba(0, 0, 0, 0.1); font-size: 10px; color: #687083; }
.wechat-tab-bar > span { flex: 1; text-align: center; line-height: 50px; }
.wechat-tab-bar > .wechat-tab-bar__selected { color: #2a5ee8; }
`

const VOID_ATTRIBUTES = new Set(['hidden', 'disabled'])

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Images the build addresses to the API host load from this worker's mock, as its requests do. */
function imageSource(source: string): string {
  return source.startsWith(buildOrigin) ? mockOrigin + source.slice(buildOrigin.length) : source
}

/** WeChat's view layer reads rpx in an inline style (taro-ui's icon sizes) as the screen's pixels. */
function pixelsOfRpx(style: string): string {
  return style.replace(/(-?\d*\.?\d+)rpx/g, (_, rpx: string) => `${(Number(rpx) * PHONE.width) / 750}px`)
}

const IMAGE_FIT: Readonly<Record<string, string>> = { aspectFill: 'cover', aspectFit: 'contain', scaleToFill: 'fill', widthFix: 'cover' }

function htmlOfNode(node: ViewNode): string {
  if (!isElement(node)) return escapeHtml(node)
  if (isHidden(node)) return ''
  const attributes: string[] = []
  for (const name of ['class', 'style', 'id']) {
    const value = node.attr[name]
    if (typeof value === 'string' && value !== '') attributes.push(`${name}="${escapeHtml(name === 'style' ? pixelsOfRpx(value) : value)}"`)
  }
  for (const name of VOID_ATTRIBUTES) if (node.attr[name] === true) attributes.push(name)
  const open = `<${node.tag}${attributes.length ? ' ' + attributes.join(' ') : ''}>`
  const children = node.children.map(htmlOfNode).join('')
  if (node.tag === 'wx-image') {
    const source = typeof node.attr.src === 'string' ? imageSource(node.attr.src) : ''
    const fit = IMAGE_FIT[String(node.attr.mode ?? 'scaleToFill')] ?? 'fill'
    return `${open}${source ? `<img src="${escapeHtml(source)}" style="object-fit:${fit}" alt="">` : ''}</${node.tag}>`
  }
  if (node.tag === 'wx-input' || node.tag === 'wx-textarea') {
    const control = node.tag === 'wx-input' ? 'input' : 'textarea'
    const value = typeof node.attr.value === 'string' ? node.attr.value : ''
    const placeholder = typeof node.attr.placeholder === 'string' ? node.attr.placeholder : ''
    const field = control === 'input'
      ? `<input value="${escapeHtml(value)}" placeholder="${escapeHtml(placeholder)}">`
      : `<textarea placeholder="${escapeHtml(placeholder)}">${escapeHtml(value)}</textarea>`
    return `${open}${field}</${node.tag}>`
  }
  return `${open}${children}</${node.tag}>`
}

/** The page's drawn tree as HTML of WeChat's element names (`wx-view`, `wx-text`, ...). */
export function htmlOfView(view: ViewElement): string {
  return view.children.map(htmlOfNode).join('')
}

let compiledStylesheets: { distDir: string; script: string } | undefined

/** `wcsc`'s output for every stylesheet of the build: a function body returning each file's injector. */
function stylesheetsScript(distDir: string): string {
  if (compiledStylesheets?.distDir !== distDir) {
    compiledStylesheets = { distDir, script: wxssToJs(distDir, { maxBuffer: 64 * 1024 * 1024 }) }
  }
  return compiledStylesheets.script
}

export interface DrawnScreen {
  /** the title WeChat's navigation bar shows */
  title: string
}

/**
 * Draws the mini-program's current page into `browser` (a page of PHONE's size): WeChat's navigation
 * bar with the title, the page's tree, the app's and the page's stylesheets through wcsc, and the tab
 * bar on a tab page.
 */
export async function drawInBrowser(program: MiniProgram, browser: Page, distDir: string): Promise<DrawnScreen> {
  const title = program.wx.titles.at(-1) ?? ''
  const tabs = program.tabRoutes.includes(program.route) ? program.tabLabels() : []
  const selectedTab = program.tabRoutes.indexOf(program.route)
  const tabBar = tabs.length
    ? `<div class="wechat-tab-bar">${tabs.map((label, index) => `<span class="${index === selectedTab ? 'wechat-tab-bar__selected' : ''}">${escapeHtml(label)}</span>`).join('')}</div>`
    : ''
  const html = `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><style>${WECHAT_BASE_CSS}</style></head>
<body><div class="wechat-navigation-bar">${escapeHtml(title)}</div>${htmlOfView(program.page.view())}${tabBar}</body></html>`
  await browser.setContent(html)
  await browser.evaluate(
    ({ script, pageStylesheet }) => {
      // wcsc takes a landscape screen's height as its width; a phone held upright is PHONE's width
      Object.assign(window, { __checkDeviceWidth__: () => undefined })
      const stylesheetOf = new Function(script)() as (file: string) => ((suffix?: string) => void) | undefined
      for (const file of ['app.wxss', pageStylesheet]) {
        const inject = stylesheetOf(file)
        if (!inject) throw new Error(`wcsc gave no stylesheet for ${file}`)
        inject()
      }
    },
    { script: stylesheetsScript(distDir), pageStylesheet: `${program.route}.wxss` },
  )
  await browser.evaluate(() => document.fonts.ready.then(() => undefined))
  return { title }
}

/** Writes `page`'s full height as a PNG under test-results/look. */
export async function keepPicture(page: Page, name: string): Promise<string> {
  const dir = path.resolve(__dirname, '../../../test-results/look')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}
