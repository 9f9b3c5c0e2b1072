// H5 poster canvas: an HTML canvas; saving goes to the app's host (docs/bridge.md, saveImage),
// which alone can put an image in the phone's album (spec 6).
import { MIN_SAVE_IMAGE_VERSION } from '@/config'
import type { FunctionComponent } from 'react'
import type { PosterPen } from '@/lib/poster'
import { isVersionAtLeast } from '@/lib/version'
import { askHost } from './bridge'
import { detectClient } from './detect'
import { findTransport } from './native'
import type { PosterCanvasProps, PosterSaveResult } from './types'

// the user may first have to allow the album: the host answers when the save is done
const SAVE_IMAGE_TIMEOUT_MS = 60000

export const PosterCanvas: FunctionComponent<PosterCanvasProps> = function PosterCanvas({ id, width, height, className, label }) {
  return <canvas id={id} width={width} height={height} className={className} role='img' aria-label={label} />
}

function canvasById(id: string): HTMLCanvasElement | undefined {
  const element = document.getElementById(id)
  return element instanceof HTMLCanvasElement ? element : undefined
}

export function posterPen(id: string): Promise<PosterPen | undefined> {
  return Promise.resolve(canvasById(id)?.getContext('2d') ?? undefined)
}

/** The host's answer: `{ saved: true }`, or `{ saved: false }` when it could not save. */
function parseSaved(raw: unknown): boolean | undefined {
  if (raw === null || typeof raw !== 'object') return undefined
  const saved: unknown = Reflect.get(raw, 'saved')
  return typeof saved === 'boolean' ? saved : undefined
}

export async function savePoster(id: string, name: string, appVersion: string): Promise<PosterSaveResult> {
  if (!detectClient().isInApp) return 'in-app-only'
  // an app that does not register the message, or is older than the first that does it right
  if (!findTransport('saveImage') || !isVersionAtLeast(appVersion, MIN_SAVE_IMAGE_VERSION)) return 'upgrade-needed'
  let image: string
  try {
    const canvas = canvasById(id)
    if (!canvas) return 'poster-failed'
    image = canvas.toDataURL('image/png')
  } catch (error) {
    console.warn('[poster] not turned into an image', error)
    return 'poster-failed'
  }
  const saved = await askHost('saveImage', parseSaved, SAVE_IMAGE_TIMEOUT_MS, { image, name })
  return saved ? 'saved' : 'save-failed'
}

/** The album belongs to the app's host on H5: nothing to open here. */
export function openAlbumSettings(): Promise<boolean> {
  return Promise.resolve(false)
}
