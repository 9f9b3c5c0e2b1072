import { Image, Text, View } from '@tarojs/components'
import { useMemo, type ReactNode } from 'react'
import { allowedLinkDomains, siteLinks } from '@/config'
import { isPhrasing, parseCmsDocument, type CmsElement, type CmsNode, type CmsTag } from '@/lib/cms-document'
import { inAppPage, parseUrl } from '@/lib/links'
import { followFailureKey } from '@/lib/redirect-item'
import { sanitizeHtml } from '@/lib/sanitize'
import type { ShellKey } from '@/locales'
import { navigateTo, performRedirect } from '@/platform'
import { notify } from '@/services/notify'
import { useStores, type Translate } from '@/stores'
import { tappable } from '../tappable'
import './index.scss'

// CMS images load only from the product's own image CDN (no tracking pixel from elsewhere)
const imageCdn = parseUrl(siteLinks.imageCdn)
const CMS_IMAGE_HOSTS: readonly string[] = imageCdn ? [imageCdn.host] : []

const HEADING_LEVELS: Partial<Record<CmsTag, number>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }
// A View is no <ul> or <table>: on H5 the role tells a screen reader what the markup said.
const ROLES: Partial<Record<CmsTag, string>> = {
  ul: 'list',
  ol: 'list',
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
}

type FollowLink = (href: string) => void

/**
 * A link in an article: a page of the app on the product's H5 site opens in place; any other
 * goes through the host adapter's link rules (spec 2 kind 0: in-app; spec 5: allowed domains only).
 */
async function followCmsLink(href: string, translate: Translate<ShellKey>): Promise<void> {
  const page = inAppPage(href, siteLinks.h5Site)
  if (page !== undefined) {
    await navigateTo(page.path, page.query)
    return
  }
  const failure = followFailureKey(await performRedirect({ targetUrl: href }, 0, allowedLinkDomains))
  if (failure !== undefined) notify(translate(failure))
}

/** The nodes of one container; the items of an `ol` are numbered, those of a `ul` bulleted. */
function renderNodes(nodes: readonly CmsNode[], follow: FollowLink, list?: 'ol' | 'ul'): ReactNode[] {
  let itemNumber = 0
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text
    if (node.tag !== 'li') return renderElement(node, index, follow)
    itemNumber += 1
    return renderElement(node, index, follow, list === 'ol' ? `${itemNumber}.` : '•')
  })
}

function cellStyle(cell: CmsElement): string | undefined {
  if (cell.colspan === undefined) return cell.style
  // a cell spanning n columns takes n shares of its row
  return [cell.style, `flex-grow: ${cell.colspan}`].filter(Boolean).join(';')
}

function renderElement(element: CmsElement, key: number, follow: FollowLink, marker?: string): ReactNode {
  const { tag } = element
  const className = `cms-content__${tag}`
  if (tag === 'br') {
    return (
      <Text key={key} className={className}>
        {'\n'}
      </Text>
    )
  }
  if (tag === 'img') {
    if (element.src === undefined) return null
    return (
      <Image
        key={key}
        className={className}
        src={element.src}
        mode='widthFix'
        aria-label={element.alt}
        // widthFix takes its height from the width: the one the article gives, else the column's
        style={element.width === undefined ? undefined : { width: `${element.width}px` }}
      />
    )
  }
  const children = renderNodes(element.children, follow, tag === 'ol' || tag === 'ul' ? tag : undefined)
  // the mini-program's Text holds text only: an inline tag around a block or an image is a View
  const Inline = isPhrasing(element) ? Text : View
  if (tag === 'a' && element.href !== undefined) {
    const href = element.href
    return (
      <Inline key={key} className={className} style={element.style} {...tappable('link')} onClick={() => follow(href)}>
        {children}
      </Inline>
    )
  }
  if (tag === 'span' || tag === 'strong' || tag === 'b' || tag === 'em' || tag === 'i' || tag === 'u' || tag === 'a') {
    return (
      <Inline key={key} className={className} style={element.style}>
        {children}
      </Inline>
    )
  }
  if (tag === 'li') {
    // a View is no <li>: the number or bullet is drawn here
    return (
      <View key={key} className={className} role='listitem' style={element.style}>
        <Text className='cms-content__marker'>{marker}</Text>
        <View className='cms-content__item'>{children}</View>
      </View>
    )
  }
  const level = HEADING_LEVELS[tag]
  return (
    <View
      key={key}
      className={className}
      role={level === undefined ? ROLES[tag] : 'heading'}
      aria-level={level}
      style={tag === 'th' || tag === 'td' ? cellStyle(element) : element.style}
    >
      {children}
    </View>
  )
}

interface CmsContentProps {
  /** CMS HTML as the server sent it. */
  html: string
  className?: string
}

/**
 * CMS HTML (agreements, tutorials, help answers) in the app's prose style, drawn with the app's own
 * components from the sanitised markup: a link inside it follows the product's link rules on every host.
 */
export function CmsContent({ html, className }: CmsContentProps) {
  const { translation } = useStores()
  const nodes = useMemo(() => parseCmsDocument(sanitizeHtml(html, CMS_IMAGE_HOSTS)), [html])
  const follow: FollowLink = (href) => void followCmsLink(href, translation.t)
  return <View className={className ? `cms-content ${className}` : 'cms-content'}>{renderNodes(nodes, follow)}</View>
}
