// The international-student offer (our design; docs/api.md, "International student endpoints").
// The rules are the client's own (src/lib/intl-student.ts).
import type { StudentApplication, studentOffer } from '@/api/intl-student'
import { CODE_OK } from '@/lib/answer-codes'
import {
  canApplyForStudentOffer,
  CODE_STUDENT_ALREADY_APPLIED,
  CODE_STUDENT_BAD_SCHOOL,
  CODE_STUDENT_EMAIL_REFUSED,
  CODE_STUDENT_ENTERPRISE,
  INTL_STUDENT_VIP_DAYS,
  isSchoolEmailAbroad,
  isSchoolName,
} from '@/lib/intl-student'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Fields, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, extendVip, SPECIAL_UID, type Account, type MockState } from '../state'

interface StudentState {
  application: StudentApplication | null
  nextId: number
}

// The special account applied before with a school email that could not be verified: its
// application was rejected and it may apply again (docs/api.md).
function seedStudent(account: Account, now: number): StudentState {
  if (account.uid !== SPECIAL_UID) return { application: null, nextId: 1 }
  return {
    application: {
      id: 'stu1',
      school: 'University of Melbourne',
      schoolEmail: 'special@student.unimelb.edu.au',
      state: 'rejected',
      appliedAt: now - 5 * DAY_MS,
      decidedAt: now - 3 * DAY_MS,
    },
    nextId: 2,
  }
}

function studentOf(state: MockState, account: Account): StudentState {
  return state.featureState('intl-student', account, seedStudent)
}

function offerOf(account: Account, student: StudentState): Wire<typeof studentOffer> {
  return {
    vipDays: INTL_STUDENT_VIP_DAYS,
    enterpriseSubAccount: account.enterpriseSubAccount,
    application: student.application && { ...student.application },
  }
}

function apply({ state, account, body, t }: SignedIn) {
  if (account.enterpriseSubAccount) return { code: CODE_STUDENT_ENTERPRISE, msg: t('enterpriseSubAccount') }
  const student = studentOf(state, account)
  if (!canApplyForStudentOffer(student.application?.state)) return { code: CODE_STUDENT_ALREADY_APPLIED, msg: t('student.alreadyApplied') }
  const school = fieldText(body.school)
  const schoolEmail = fieldText(body.schoolEmail)
  if (!isSchoolName(school)) return { code: CODE_STUDENT_BAD_SCHOOL, msg: t('student.badSchool') }
  if (!isSchoolEmailAbroad(schoolEmail)) return { code: CODE_STUDENT_EMAIL_REFUSED, msg: t('student.emailRefused') }
  student.application = {
    id: `stu${student.nextId}`,
    school,
    schoolEmail: schoolEmail.toLowerCase(),
    state: 'reviewing',
    appliedAt: Date.now(),
    decidedAt: 0,
  }
  student.nextId += 1
  return { code: CODE_OK, data: offerOf(account, student) }
}

const routes: Routes = {
  'GET /intlStudent/offer': {
    auth: true,
    refusesRiskyAccounts: true,
    handle: ({ state, account }) => ({ code: CODE_OK, data: offerOf(account, studentOf(state, account)) }),
  },
  'POST /intlStudent/apply': {
    auth: true,
    refusesRiskyAccounts: true,
    handle: (context) => onceByRequestId(context, 'intl-student-apply', () => apply(context)),
  },
}

export default routes

/** POST /api/__mock/intlStudent: the reviewer's `decision` on the application under review. */
export function controlStudentOffer(state: MockState, account: Account, { decision }: Fields): string | undefined {
  const application = studentOf(state, account).application
  if (decision !== 'approved' && decision !== 'rejected') return 'decision must be approved or rejected'
  if (application?.state !== 'reviewing') return 'no application is under review'
  const now = Date.now()
  application.state = decision
  application.decidedAt = now
  if (decision === 'approved') extendVip(account, INTL_STUDENT_VIP_DAYS * 24, now)
  return undefined
}
