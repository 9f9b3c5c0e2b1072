import { RichText } from '@tarojs/components'
import { useMemo } from 'react'
import { siteLinks } from '@/config'
import { parseUrl } from '@/lib/links'
import { sanitizeHtml } from '@/lib/sanitize'
import './index.scss'

// CMS images load only from the product's own image CDN (no tracking pixel from elsewhere)
const imageCdn = parseUrl(siteLinks.imageCdn)
const CMS_IMAGE_HOSTS: readonly string[] = imageCdn ? [imageCdn.host] : []

interface CmsContentProps {
  /** CMS HTML as the server sent it. */
  html: string
  className?: string
}

/**
 * CMS HTML (agreements, tutorials, help answers) in the app's prose style. DESIGN.md: it is
 * rendered only after sanitizeHtml, since Taro's H5 RichText puts it into innerHTML unfiltered.
 */
export function CmsContent({ html, className }: CmsContentProps) {
  const safeHtml = useMemo(() => sanitizeHtml(html, CMS_IMAGE_HOSTS), [html])
  return <RichText className={className ? `cms-content ${className}` : 'cms-content'} nodes={safeHtml} />
}
