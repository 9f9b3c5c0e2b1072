import {
  CODE_APPLICATION_ENTERPRISE,
  CODE_LINE_FORM_INVALID,
  CODE_LINE_PENDING_LIMIT,
  LINE_NOTE_MAX,
  LINE_REGION_MAX,
  LINE_TARGET_MAX,
  lineApplicationRefusalOf,
  lineFieldMax,
  lineFieldProblem,
  lineFormProblems,
  trimmedLineForm,
} from '@/lib/applications'

const FORM = { target: '腾讯视频', region: '美国 · 洛杉矶', note: '' }

describe('lineFieldProblem', () => {
  it('asks for the target and the region', () => {
    expect([lineFieldProblem('target', ''), lineFieldProblem('region', '')]).toEqual(['required', 'required'])
  })

  it('takes spaces alone as nothing typed', () => {
    expect(lineFieldProblem('target', '   ')).toBe('required')
  })

  it('lets the note be empty', () => {
    expect(lineFieldProblem('note', '')).toBeUndefined()
  })

  it('takes a target of exactly its limit and refuses one character more', () => {
    expect(lineFieldProblem('target', '字'.repeat(LINE_TARGET_MAX))).toBeUndefined()
    expect(lineFieldProblem('target', '字'.repeat(LINE_TARGET_MAX + 1))).toBe('tooLong')
  })

  it('counts an emoji of several code points once', () => {
    expect(lineFieldProblem('region', '字'.repeat(LINE_REGION_MAX - 1) + '👩‍💻')).toBeUndefined()
  })

  it('judges the length on the trimmed text', () => {
    expect(lineFieldProblem('note', ` ${'字'.repeat(LINE_NOTE_MAX)} `)).toBeUndefined()
  })

  it('refuses a note longer than its limit', () => {
    expect(lineFieldProblem('note', '字'.repeat(LINE_NOTE_MAX + 1))).toBe('tooLong')
  })
})

describe('lineFormProblems', () => {
  it('finds nothing wrong with a filled form', () => {
    expect(lineFormProblems(FORM)).toEqual({})
  })

  it('names every field with a problem', () => {
    expect(lineFormProblems({ target: '', region: 'x'.repeat(LINE_REGION_MAX + 1), note: '' })).toEqual({
      target: 'required',
      region: 'tooLong',
    })
  })
})

describe('trimmedLineForm', () => {
  it('trims each field', () => {
    expect(trimmedLineForm({ target: ' 腾讯视频 ', region: '\t洛杉矶', note: ' 卡 ' })).toEqual({ target: '腾讯视频', region: '洛杉矶', note: '卡' })
  })
})

describe('answer codes', () => {
  it('keeps to the range 10340-10349', () => {
    for (const code of [CODE_APPLICATION_ENTERPRISE, CODE_LINE_FORM_INVALID, CODE_LINE_PENDING_LIMIT]) {
      expect(code).toBeGreaterThanOrEqual(10340)
      expect(code).toBeLessThanOrEqual(10349)
    }
  })

  it('names each refusal by its own code', () => {
    const codes = [CODE_APPLICATION_ENTERPRISE, CODE_LINE_FORM_INVALID, CODE_LINE_PENDING_LIMIT, 10401]
    expect(codes.map(lineApplicationRefusalOf)).toEqual(['enterpriseSubAccount', 'invalidForm', 'pendingLimit', undefined])
  })

  it('gives each field its limit', () => {
    expect([lineFieldMax('target'), lineFieldMax('region'), lineFieldMax('note')]).toEqual([LINE_TARGET_MAX, LINE_REGION_MAX, LINE_NOTE_MAX])
  })
})
