// Mini-program layout: the window info and a selector query, which sees a render only after Taro
// has sent it to the view layer (hence nextTick).
import Taro from '@tarojs/taro'
import type { ElementBox } from './types'

export function viewportHeight(): number {
  return Taro.getWindowInfo().windowHeight
}

function boxOf(result: unknown): ElementBox | undefined {
  if (result === null || typeof result !== 'object') return undefined
  const top: unknown = Reflect.get(result, 'top')
  const height: unknown = Reflect.get(result, 'height')
  return typeof top === 'number' && typeof height === 'number' ? { top, height } : undefined
}

export function measureElement(id: string): Promise<ElementBox | undefined> {
  return new Promise((resolve) => {
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .boundingClientRect()
        .exec((results: unknown) => resolve(Array.isArray(results) ? boxOf(results[0]) : undefined))
    })
  })
}

export function onViewportResize(listener: () => void): () => void {
  const handler = () => listener()
  Taro.onWindowResize(handler)
  return () => Taro.offWindowResize(handler)
}

// WeChat tells a mini-program nothing of the system's reduced-motion setting.
export function prefersReducedMotion(): boolean {
  return false
}
