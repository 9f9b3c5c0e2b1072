// Mini-program: each page's first render, as WeChat's performance observer times it (issue 24).
import Taro from '@tarojs/taro'
import type { FieldMeasure } from '@/lib/analytics'

export function watchFieldPerformance(report: (measure: FieldMeasure) => void): void {
  try {
    Taro.getPerformance()
      .createObserver((entries: Taro.EntryList) => {
        // WeChat calls this: a measure that cannot be sent is lost, nothing else
        try {
          for (const entry of entries.getEntriesByName('firstRender', 'render')) report({ name: 'PageReady', value: entry.duration, path: entry.path })
        } catch (error) {
          console.warn('[performance] not reported', error)
        }
      })
      // WeChat takes `type` or `entryTypes`; Taro's type asks for both
      .observe({ type: 'render' } as Taro.PerformanceObserver.observe.Option)
  } catch (error) {
    // a base library before 2.11: nothing is measured, the app goes on
    console.warn('[performance] not measured', error)
  }
}
