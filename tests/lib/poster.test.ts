import { BRAND_NAMES } from '@/config'
import { formatMessage, SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n'
import { drawPoster, drawQrCode, POSTER_SIZE, wrapLines, type PosterContent, type PosterPen } from '@/lib/poster'
import { qrMatrix } from '@/lib/qr-code'
import { INVITE_REWARD } from '@/lib/welfare-rules'
import { catalogOf } from '../support/texts'

/** A character is one unit wide, so lines are easy to count by hand. */
const byChars = (text: string) => Array.from(text).length

interface Written {
  text: string
  y: number
  width: number
  size: number
}

/** A pen that measures like a browser would roughly (Han one em, other scripts 0.6 em) and records what it does. */
function recordingPen() {
  const written: Written[] = []
  const rects: { x: number; y: number; w: number; h: number }[] = []
  const pen = {
    fillStyle: '#000',
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: (x: number, y: number, w: number, h: number) => rects.push({ x, y, w, h }),
    fillText: (text: string, _x: number, y: number) => written.push({ text, y, width: measure(text), size: fontSize() }),
    measureText: (text: string) => ({ width: measure(text) }),
  }
  function fontSize(): number {
    return Number(/(\d+)px/.exec(pen.font)?.[1] ?? 10)
  }
  function measure(text: string): number {
    return Array.from(text).reduce((sum, char) => sum + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(char) ? 1 : 0.6) * fontSize(), 0)
  }
  return { pen: pen as unknown as PosterPen, written, rects }
}

describe('wrapLines', () => {
  it('keeps a short text on one line', () => {
    expect(wrapLines('Invite friends', 20, byChars, 2)).toEqual(['Invite friends'])
  })

  it('breaks between words, never inside one that fits', () => {
    expect(wrapLines('one two three four', 9, byChars, 5)).toEqual(['one two', 'three', 'four'])
  })

  it('breaks Chinese between any two characters', () => {
    expect(wrapLines('邀请好友一起加速', 3, byChars, 5)).toEqual(['邀请好', '友一起', '加速'])
  })

  it('cuts a word wider than the line', () => {
    expect(wrapLines('abcdefghij', 4, byChars, 5)).toEqual(['abcd', 'efgh', 'ij'])
  })

  it('ends the last allowed line in an ellipsis when the text is longer', () => {
    const lines = wrapLines('一二三四五六七八九十', 3, byChars, 2)
    expect(lines).toEqual(['一二三', '四五…'])
  })

  it('mixes Chinese and Latin words', () => {
    expect(wrapLines('小明 invites 你', 8, byChars, 3)).toEqual(['小明', 'invites', '你'])
  })

  it('gives nothing for empty text', () => {
    expect(wrapLines('', 10, byChars, 2)).toEqual([])
  })
})

const LONG_NAME = '一个名字特别特别长的用户ThisNameGoesOnAndOnWithoutAnySpaceAtAll张三李四王五赵六'

function contentIn(language: Language, name: string): PosterContent {
  const texts = catalogOf('invite', language)
  const text = (key: string, values: Record<string, string | number> = {}) => {
    const plural = texts[`${key}:${values.count === 1 && language === 'en_US' ? 'one' : 'other'}`]
    return formatMessage(texts[key] ?? plural, { brand: BRAND_NAMES[language], ...values })
  }
  return {
    brand: BRAND_NAMES[language],
    headline: text('poster.headline', { name }),
    rewards: [
      text('poster.reward', { coins: INVITE_REWARD.coins, count: INVITE_REWARD.vipDays }),
      text('poster.timing', { count: INVITE_REWARD.creditWithinHours }),
    ],
    caption: text('poster.caption'),
    code: text('poster.code', { code: 'SU10001' }),
  }
}

describe('drawPoster', () => {
  const qr = qrMatrix('https://www.speedup.example/invite?code=SU10001')

  it.each(SUPPORTED_LANGUAGES.map((language) => [language]))('fits every line of the %s poster inside the margins', (language) => {
    const { pen, written } = recordingPen()
    drawPoster(pen, contentIn(language, LONG_NAME), qr)
    expect(written.length).toBeGreaterThan(0)
    for (const line of written) expect(line.width).toBeLessThanOrEqual(POSTER_SIZE.width - 80)
  })

  it.each(SUPPORTED_LANGUAGES.map((language) => [language]))('keeps the %s texts off the QR code and on the poster', (language) => {
    const { pen, written, rects } = recordingPen()
    drawPoster(pen, contentIn(language, LONG_NAME), qr)
    // the QR code's own white square is the largest square drawn
    const square = rects.filter((rect) => rect.w === rect.h && rect.w > 200).sort((a, b) => b.w - a.w)[0]
    const above = written.filter((line) => line.y < square.y)
    const below = written.filter((line) => line.y >= square.y)
    for (const line of above) expect(line.y + line.size * 1.45).toBeLessThanOrEqual(square.y)
    for (const line of below) {
      expect(line.y).toBeGreaterThanOrEqual(square.y + square.h)
      expect(line.y + line.size * 1.45).toBeLessThanOrEqual(POSTER_SIZE.height)
    }
  })

  it.each(SUPPORTED_LANGUAGES.map((language) => [language]))('keeps the %s rewards right above the QR code, with no empty band between them', (language) => {
    const { pen, written, rects } = recordingPen()
    drawPoster(pen, contentIn(language, 'Demo'), qr)
    const square = rects.filter((rect) => rect.w === rect.h && rect.w > 200).sort((a, b) => b.w - a.w)[0]
    // the rewards are the 22 px lines above the QR code
    const lastReward = written.filter((line) => line.size === 22 && line.y < square.y).at(-1)
    if (!lastReward) throw new Error('no reward written')
    expect(square.y - (lastReward.y + lastReward.size * 1.45)).toBeLessThanOrEqual(60)
  })

  it('shares the height left over above the brand and below the card', () => {
    const { pen, written, rects } = recordingPen()
    drawPoster(pen, contentIn('zh_CN', 'Demo'), qr)
    const card = rects.find((rect) => rect.x === 32 && rect.w === POSTER_SIZE.width - 64)
    if (!card) throw new Error('no card drawn')
    const above = written[0].y
    const below = POSTER_SIZE.height - (card.y + card.h)
    expect(Math.abs(above - below)).toBeLessThanOrEqual(1)
  })

  it.each(SUPPORTED_LANGUAGES.map((language) => [language]))('writes the %s rewards whole', (language) => {
    const { pen, written } = recordingPen()
    drawPoster(pen, contentIn(language, 'Demo'), qr)
    expect(written.filter((line) => line.size === 22).some((line) => line.text.endsWith('…'))).toBe(false)
  })

  it('shortens a very long name with an ellipsis', () => {
    const { pen, written } = recordingPen()
    drawPoster(pen, contentIn('zh_CN', LONG_NAME.repeat(4)), qr)
    expect(written.some((line) => line.text.endsWith('…'))).toBe(true)
  })

  it('writes the invite code under the QR code', () => {
    const { pen, written } = recordingPen()
    drawPoster(pen, contentIn('zh_CN', 'Demo'), qr)
    expect(written.at(-1)?.text).toBe('邀请码：SU10001')
  })
})

describe('drawQrCode', () => {
  it('draws one dark square per dark module inside the given square', () => {
    const matrix = qrMatrix('SU10001')
    const { pen, rects } = recordingPen()
    drawQrCode(pen, matrix, 10, 20, 264)
    const modules = rects.slice(1)
    expect(modules).toHaveLength(matrix.flat().filter(Boolean).length)
    for (const rect of modules) {
      expect(rect.x).toBeGreaterThanOrEqual(10)
      expect(rect.y).toBeGreaterThanOrEqual(20)
      expect(rect.x + rect.w).toBeLessThanOrEqual(10 + 264)
      expect(rect.y + rect.h).toBeLessThanOrEqual(20 + 264)
    }
  })
})
