// Mini-program poster canvas: Taro's 2d canvas; saving goes to the album, which needs the
// scope.writePhotosAlbum permission (a refusal is answered with the way to the settings).
import { Canvas, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { FunctionComponent } from 'react'
import type { PosterPen } from '@/lib/poster'
import { isPrivacyRefusal } from './mini-program-services'
import type { PosterCanvasProps, PosterSaveResult } from './types'

interface CanvasNode {
  width: number
  height: number
  getContext(kind: '2d'): PosterPen | null
}

// the nodes of the canvases on screen, by id: saving reads the one drawn on
const nodes = new Map<string, CanvasNode>()
const sizes = new Map<string, { width: number; height: number }>()

export const PosterCanvas: FunctionComponent<PosterCanvasProps> = function PosterCanvas({ id, width, height, className, label }) {
  sizes.set(id, { width, height })
  // a native canvas has no name of its own: its frame carries it
  return (
    <View className={className} aria-role='img' aria-label={label}>
      <Canvas type='2d' id={id} style='width: 100%; height: 100%' />
    </View>
  )
}

function isCanvasNode(value: unknown): value is CanvasNode {
  return value !== null && typeof value === 'object' && typeof Reflect.get(value, 'getContext') === 'function'
}

export function posterPen(id: string): Promise<PosterPen | undefined> {
  return new Promise((resolve) => {
    // the selector query sees the canvas once Taro has sent the render to the view layer
    Taro.nextTick(() => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((results: unknown) => {
          const node: unknown = Array.isArray(results) ? Reflect.get(Object(results[0]), 'node') : undefined
          if (!isCanvasNode(node)) {
            resolve(undefined)
            return
          }
          const size = sizes.get(id)
          if (size) {
            node.width = size.width
            node.height = size.height
          }
          nodes.set(id, node)
          resolve(node.getContext('2d') ?? undefined)
        })
    })
  })
}

function errorMessage(error: unknown): string {
  const message: unknown = error !== null && typeof error === 'object' ? Reflect.get(error, 'errMsg') : undefined
  return typeof message === 'string' ? message : ''
}

export async function savePoster(id: string, _name: string, _appVersion: string): Promise<PosterSaveResult> {
  const canvas = nodes.get(id)
  if (!canvas) return 'poster-failed'
  let filePath: string
  try {
    // the node the selector query gave, which Taro's typing calls Canvas
    const node = canvas as unknown as Taro.Canvas
    filePath = (await Taro.canvasToTempFilePath({ canvas: node, fileType: 'png' })).tempFilePath
  } catch (error) {
    console.warn('[poster] not turned into an image', error)
    return 'poster-failed'
  }
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    return 'saved'
  } catch (error) {
    // "fail privacy permission is not authorized": the privacy guideline, not the album, was refused
    if (isPrivacyRefusal(error)) return 'privacy-refused'
    const message = errorMessage(error)
    // WeChat: "saveImageToPhotosAlbum:fail auth deny" (refused now or before), "fail cancel"
    if (/auth|authorize/i.test(message)) return 'album-denied'
    if (/cancel/i.test(message)) return 'cancelled'
    console.warn('[poster] not saved', message)
    return 'save-failed'
  }
}

export async function openAlbumSettings(): Promise<boolean> {
  try {
    const { authSetting } = await Taro.openSetting()
    return Reflect.get(authSetting, 'scope.writePhotosAlbum') === true
  } catch {
    return false
  }
}
