// H5: LCP, INP and CLS of the real session (web-vitals), in its own chunk loaded a while after the
// page has loaded, so measuring costs the first load nothing (issue 24).
import { FIELD_PERFORMANCE_DELAY_MS, type FieldMeasure } from '@/lib/analytics'
import { currentPath } from './location'

export function watchFieldPerformance(report: (measure: FieldMeasure) => void): void {
  // no page to measure (start-up run under Node)
  if (typeof document === 'undefined') return
  const start = (): void => {
    import(/* webpackChunkName: "field-performance" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        const send = ({ name, value, rating }: { name: FieldMeasure['name']; value: number; rating: string }) => report({ name, value, rating, path: currentPath() })
        onLCP(send)
        onINP(send)
        onCLS(send)
      })
      .catch((error: unknown) => console.warn('[performance] not measured', error))
  }
  if (document.readyState === 'complete') setTimeout(start, FIELD_PERFORMANCE_DELAY_MS)
  else window.addEventListener('load', () => setTimeout(start, FIELD_PERFORMANCE_DELAY_MS), { once: true })
}
