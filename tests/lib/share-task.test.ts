import {
  canSubmitShare,
  checkShareImage,
  CODE_SHARE_ALREADY_SUBMITTED,
  CODE_SHARE_IMAGE_MISSING,
  CODE_SHARE_NOT_IMAGE,
  CODE_SHARE_TOO_LARGE,
  SHARE_IMAGE_MAX_MB,
  shareRefusalOf,
  shareReviewDeadline,
  shareTaskStatus,
} from '@/lib/tasks'
import { CODE_WELFARE_RESTRICTED } from '@/lib/answer-codes'
import { JPEG, PNG, SVG } from '../support/image-files'


const MIB = 1024 * 1024

describe('checkShareImage (spec 5, 9)', () => {
  const PNG_HEAD = new Uint8Array(PNG.subarray(0, 12))

  test('asks for the screenshot when there is none', () => {
    expect(checkShareImage(undefined)).toBe('imageRequired')
  })

  test('takes a picture just under 5M', () => {
    expect(checkShareImage({ size: 5 * MIB - 1, head: PNG_HEAD })).toBeUndefined()
  })

  test('refuses a picture of exactly 5M: it must be smaller', () => {
    expect(checkShareImage({ size: 5 * MIB, head: new Uint8Array(JPEG.subarray(0, 12)) })).toBe('tooLarge')
  })

  test('refuses a file whose first bytes are no picture (an SVG)', () => {
    expect(checkShareImage({ size: SVG.length, head: new Uint8Array(SVG.subarray(0, 12)) })).toBe('notImage')
  })

  test('refuses a file whose first bytes could not be read', () => {
    expect(checkShareImage({ size: 2048, head: undefined })).toBe('notImage')
  })

  test('refuses an empty file as no picture', () => {
    expect(checkShareImage({ size: 0, head: new Uint8Array(0) })).toBe('notImage')
  })

  test('refuses a file that is no picture before weighing it', () => {
    expect(checkShareImage({ size: 6 * MIB, head: new Uint8Array(SVG.subarray(0, 12)) })).toBe('notImage')
  })

  test('says the limit as 5 (M) for the texts', () => {
    expect(SHARE_IMAGE_MAX_MB).toBe(5)
  })
})

describe('share task states (spec 4)', () => {
  test('lets a screenshot be sent first and again after a rejection only', () => {
    expect((['notSubmitted', 'reviewing', 'rejected', 'approved'] as const).map(canSubmitShare)).toEqual([true, false, true, false])
  })

  test('gives the welfare centre its row for each state', () => {
    expect((['notSubmitted', 'reviewing', 'rejected', 'approved'] as const).map(shareTaskStatus)).toEqual(['todo', 'reviewing', 'rejected', 'done'])
  })

  test('names each refusal code, in this area’s range', () => {
    const codes = [CODE_SHARE_IMAGE_MISSING, CODE_SHARE_NOT_IMAGE, CODE_SHARE_TOO_LARGE, CODE_SHARE_ALREADY_SUBMITTED]
    expect(codes.map(shareRefusalOf)).toEqual(['imageRequired', 'notImage', 'tooLarge', 'alreadySubmitted'])
    expect(codes.every((code) => code >= 10170 && code <= 10189)).toBe(true)
    expect(shareRefusalOf(CODE_WELFARE_RESTRICTED)).toBe('restricted')
  })
})

describe('shareReviewDeadline (spec 9: within 2 working days, China time)', () => {
  test('a Monday submission is reviewed by the end of Wednesday', () => {
    expect(shareReviewDeadline(Date.parse('2025-06-16T10:00:00+08:00'))).toBe(Date.parse('2025-06-18T23:59:59.999+08:00'))
  })

  test('a Friday evening submission in China (still Friday morning in the west) skips the weekend', () => {
    expect(shareReviewDeadline(Date.parse('2025-06-20T23:30:00+08:00'))).toBe(Date.parse('2025-06-24T23:59:59.999+08:00'))
  })

  test('a Sunday submission just after midnight in China is reviewed by the end of Tuesday', () => {
    expect(shareReviewDeadline(Date.parse('2025-06-22T00:05:00+08:00'))).toBe(Date.parse('2025-06-24T23:59:59.999+08:00'))
  })
})
