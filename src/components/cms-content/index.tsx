import { RichText } from '@tarojs/components'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/lib/sanitize'
import './index.scss'

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
  const safeHtml = useMemo(() => sanitizeHtml(html), [html])
  return <RichText className={className ? `cms-content ${className}` : 'cms-content'} nodes={safeHtml} />
}
