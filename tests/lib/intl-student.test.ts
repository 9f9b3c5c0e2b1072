import {
  canApplyForStudentOffer,
  isSchoolEmailAbroad,
  isSchoolName,
  SCHOOL_NAME_MAX,
  studentApplicationRefusalOf,
  studentFormProblem,
} from '@/lib/intl-student'

describe('isSchoolEmailAbroad', () => {
  it.each(['li@mit.edu', 'li@student.unimelb.edu.au', 'Li@OX.AC.UK', ' li@u-tokyo.ac.jp '])('takes %s', (email) => {
    expect(isSchoolEmailAbroad(email)).toBe(true)
  })

  it.each(['li@pku.edu.cn', 'li@ucas.ac.cn'])('refuses the mainland school address %s: the offer is for students abroad', (email) => {
    expect(isSchoolEmailAbroad(email)).toBe(false)
  })

  it.each(['li@gmail.com', 'li@edu.example.com', 'li@ac.uk', 'mit.edu', 'li@@mit.edu', ''])('refuses %p, not a school address', (email) => {
    expect(isSchoolEmailAbroad(email)).toBe(false)
  })

  it('refuses an address over the spec 5 cap of 320 characters', () => {
    expect(isSchoolEmailAbroad(`${'a'.repeat(64)}@${'b'.repeat(300)}.edu`)).toBe(false)
  })
})

describe('isSchoolName', () => {
  it('takes a name up to the limit, counting characters', () => {
    expect(isSchoolName('墨'.repeat(SCHOOL_NAME_MAX))).toBe(true)
  })

  it('refuses a name over the limit', () => {
    expect(isSchoolName('墨'.repeat(SCHOOL_NAME_MAX + 1))).toBe(false)
  })

  it('refuses blanks', () => {
    expect(isSchoolName('   ')).toBe(false)
  })
})

describe('studentFormProblem', () => {
  it('names the missing school first', () => {
    expect(studentFormProblem(' ', 'x')).toBe('schoolMissing')
  })

  it('names a school name too long', () => {
    expect(studentFormProblem('x'.repeat(SCHOOL_NAME_MAX + 1), 'li@mit.edu')).toBe('schoolTooLong')
  })

  it('names an email that is not a school abroad', () => {
    expect(studentFormProblem('MIT', 'li@gmail.com')).toBe('emailRefused')
  })

  it('finds nothing wrong with a school and its email', () => {
    expect(studentFormProblem('MIT', 'li@mit.edu')).toBeUndefined()
  })
})

describe('canApplyForStudentOffer', () => {
  it.each([
    [undefined, true],
    ['rejected', true],
    ['reviewing', false],
    ['approved', false],
  ] as const)('with an application %p: %p', (state, can) => {
    expect(canApplyForStudentOffer(state)).toBe(can)
  })
})

describe('studentApplicationRefusalOf', () => {
  it('names each refusal of an application by its code, and no other code', () => {
    expect([10451, 10452, 10453, 10454, 10441].map(studentApplicationRefusalOf)).toEqual([
      'emailRefused',
      'alreadyApplied',
      'enterpriseSubAccount',
      'badSchool',
      undefined,
    ])
  })
})
