// H5 layout: the window's height and the document's boxes, read after React has committed.
import type { ElementBox } from './types'

export function viewportHeight(): number {
  return window.innerHeight
}

export function measureElement(id: string): Promise<ElementBox | undefined> {
  const element = document.getElementById(id)
  if (!element) return Promise.resolve(undefined)
  const { top, height } = element.getBoundingClientRect()
  return Promise.resolve({ top, height })
}

export function onViewportResize(listener: () => void): () => void {
  const handler = () => listener()
  window.addEventListener('resize', handler)
  return () => window.removeEventListener('resize', handler)
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
