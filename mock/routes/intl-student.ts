// The international-student offer (our design; docs/api.md, "International student endpoints").
// The rules are the client's own (src/lib/intl-student.ts).
import type { StudentApplication, StudentOffer } from '@/api/intl-student'
import { CODE_OK, CODE_WELFARE_RESTRICTED } from '@/lib/answer-codes'
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
import { fieldText, type RouteContext, type Routes } from '../route'
import { DAY_MS, RISK_NONE, SPECIAL_UID, type Account, type MockState } from '../state'

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

function offerOf(account: Account, student: StudentState): StudentOffer {
  return {
    vipDays: INTL_STUDENT_VIP_DAYS,
    enterpriseSubAccount: account.enterpriseSubAccount,
    application: student.application && { ...student.application },
  }
}

function apply({ state, account, body, t }: RouteContext & { account: Account }) {
  if (account.enterpriseSubAccount) return { code: CODE_STUDENT_ENTERPRISE, msg: t('giftEnterprise') }
  const student = studentOf(state, account)
  if (!canApplyForStudentOffer(student.application?.state)) return { code: CODE_STUDENT_ALREADY_APPLIED, msg: t('studentAlreadyApplied') }
  const school = fieldText(body.school)
  const schoolEmail = fieldText(body.schoolEmail)
  if (!isSchoolName(school)) return { code: CODE_STUDENT_BAD_SCHOOL, msg: t('studentBadSchool') }
  if (!isSchoolEmailAbroad(schoolEmail)) return { code: CODE_STUDENT_EMAIL_REFUSED, msg: t('studentEmailRefused') }
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
    handle: ({ state, account, t }) => {
      if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
      return { code: CODE_OK, data: offerOf(account, studentOf(state, account)) }
    },
  },
  'POST /intlStudent/apply': {
    auth: true,
    handle: (context) => {
      if (context.account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: context.t('welfareRiskBlocked') }
      return onceByRequestId(context, 'intl-student-apply', () => apply(context))
    },
  },
}

export default routes

// Control: POST /api/__mock/intlStudent decides a reviewing application or marks the account an
// enterprise sub-account, so each state of the screen can be tried.

export function setStudentState(state: MockState, rawBody: string): { status: number; body: unknown } {
  let request: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(rawBody)
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object')
    request = parsed as Record<string, unknown>
  } catch {
    return { status: 400, body: { error: 'body must be a JSON object' } }
  }
  const account = state.accountByToken(request.token)
  if (!account) return { status: 400, body: { error: 'token must name an account' } }
  const student = studentOf(state, account)
  const { decision, enterpriseSubAccount } = request
  if (enterpriseSubAccount !== undefined) {
    if (typeof enterpriseSubAccount !== 'boolean') return { status: 400, body: { error: 'enterpriseSubAccount must be a boolean' } }
    account.enterpriseSubAccount = enterpriseSubAccount
  }
  if (decision !== undefined) {
    const application = student.application
    if (decision !== 'approved' && decision !== 'rejected') return { status: 400, body: { error: 'decision must be approved or rejected' } }
    if (application?.state !== 'reviewing') return { status: 409, body: { error: 'no application under review' } }
    const now = Date.now()
    application.state = decision
    application.decidedAt = now
    if (decision === 'approved') account.vipExpireAt = Math.max(account.vipExpireAt, now) + INTL_STUDENT_VIP_DAYS * DAY_MS
  }
  return { status: 200, body: offerOf(account, student) }
}
