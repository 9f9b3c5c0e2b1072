import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AtButton, AtInput } from 'taro-ui'
import type { StudentApplication } from '@/api/intl-student'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RestrictedNotice } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { useSingleFlight } from '@/components/use-single-flight'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateTimeOf } from '@/lib/calendar'
import { INTL_STUDENT_REVIEW_WORKING_DAYS, INTL_STUDENT_VIP_DAYS, SCHOOL_NAME_MAX, studentFormProblem } from '@/lib/intl-student'
import { refusalMessage } from '@/lib/refusal'
import { giftTexts } from '@/locales/gift'
import { notice, notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useStudentOfferStore } from '@/stores/intl-student'
import '@/styles/taro-ui/input.scss'
import './index.scss'

/** The account's application: its state, what it was sent with, and when it was decided. */
const ApplicationCard = observer(function ApplicationCard({ application }: { application: StudentApplication }) {
  const t = useT<'gift'>()
  const note =
    application.state === 'reviewing'
      ? t('student.state.reviewingNote:other', { count: INTL_STUDENT_REVIEW_WORKING_DAYS })
      : application.state === 'approved'
        ? t('student.state.approvedNote:other', { count: INTL_STUDENT_VIP_DAYS })
        : t('student.state.rejectedNote')
  return (
    <View className='card student__application' data-testid='student-application' data-state={application.state}>
      <View className='student__application-head'>
        <Text className='card-section__heading'>{t('student.applicationTitle')}</Text>
        <Text className={`student__state student__state--${application.state}`}>{t(`student.state.${application.state}`)}</Text>
      </View>
      <Text className='student__note'>{note}</Text>
      <Text className='student__field'>{t('student.applicationSchool', { school: application.school })}</Text>
      <Text className='student__field'>{t('student.applicationEmail', { email: application.schoolEmail })}</Text>
      <TextWithDates className='student__field' text={t('student.appliedAt', { time: chinaDateTimeOf(application.appliedAt) })} />
      {application.decidedAt > 0 && (
        <TextWithDates className='student__field' text={t('student.decidedAt', { time: chinaDateTimeOf(application.decidedAt) })} />
      )}
    </View>
  )
})

/** The application form; what the user typed stays after a failure. */
const ApplyForm = observer(function ApplyForm() {
  const t = useT<'gift'>()
  const offer = useStudentOfferStore()
  const flight = useSingleFlight()
  const { refusedBy } = useRefuseEnterprise()
  const [school, setSchool] = useState('')
  const [email, setEmail] = useState('')

  function submit() {
    const problem = studentFormProblem(school, email)
    if (problem) {
      notify(t(`student.problem.${problem}`, { max: SCHOOL_NAME_MAX }))
      return
    }
    void flight.run(async () => {
      try {
        if (await offer.apply(school.trim(), email.trim())) notice(t('student.applied'))
      } catch (error) {
        const text = refusalMessage(error) ?? t('student.applyFailed')
        if (!refusedBy(error, text)) notify(text)
      }
    })
  }

  return (
    <View className='card student__form' data-testid='student-form'>
      <Text className='card-section__heading'>{t('student.formTitle')}</Text>
      <AtInput
        name='student-school'
        type='text'
        title={t('student.school')}
        placeholder={t('student.schoolPlaceholder')}
        value={school}
        onChange={(value: string | number) => setSchool(String(value))}
      />
      <AtInput
        name='student-email'
        type='text'
        title={t('student.email')}
        placeholder={t('student.emailPlaceholder')}
        value={email}
        onChange={(value: string | number) => setEmail(String(value))}
      />
      <AtButton className='student__submit' type='primary' circle loading={offer.applying} disabled={offer.applying} onClick={submit}>
        {t('student.submit')}
      </AtButton>
    </View>
  )
})

/** /intlStudent: the international-student offer, who may apply, how, and the account's application (docs/api.md). */
function IntlStudentPage() {
  const t = useT<'gift'>()
  const { session } = useStores()
  const offer = useStudentOfferStore()
  const canRead = session.isLoggedIn && !session.isRestricted

  useAccountLoad(() => {
    if (canRead) void offer.load()
  }, [canRead])

  function status() {
    // spec 2: a no-wait route opens before the app has handed over its token
    if (!session.tokenKnown) return <StatusView status='loading' />
    if (!session.isLoggedIn) return <SignInRequired inline reason={t('student.loginReason')} />
    if (session.isRestricted) return <RestrictedNotice />
    if (offer.loadStatus === 'error') {
      return <StatusView status='error' message={t('student.loadFailed')} onRetry={() => void offer.load()} />
    }
    const loaded = offer.offer
    if (offer.loadStatus !== 'ready' || !loaded) return <StatusView status='loading' />
    if (loaded.enterpriseSubAccount) {
      return (
        <Text className='card student__refusal' data-testid='student-enterprise'>
          {t('host.enterpriseSubAccount')}
        </Text>
      )
    }
    return (
      <>
        {loaded.application && <ApplicationCard application={loaded.application} />}
        {offer.canApply && <ApplyForm />}
      </>
    )
  }

  const steps = [t('student.step.email'), t('student.step.review:other', { count: INTL_STUDENT_REVIEW_WORKING_DAYS }), t('student.step.vip')]
  return (
    <PageShell title={t('student.title')} className='student'>
      <View className='student__hero'>
        <Text className='student__heading'>{t('student.heading')}</Text>
        <Text className='student__intro'>{t('student.intro:other', { count: INTL_STUDENT_VIP_DAYS })}</Text>
      </View>
      <View className='card card-section'>
        <Text className='card-section__heading'>{t('student.whoTitle')}</Text>
        <Text className='card-section__text card-section__point'>{t('student.who.abroad')}</Text>
        <Text className='card-section__text card-section__point'>{t('student.who.email')}</Text>
        <Text className='card-section__text card-section__point'>{t('student.who.once')}</Text>
        <Text className='card-section__text card-section__point'>{t('student.who.enterprise')}</Text>
      </View>
      <View className='card card-section'>
        <Text className='card-section__heading'>{t('student.howTitle')}</Text>
        {steps.map((step, index) => (
          <Text key={step} className='card-section__text student__step'>
            {t('student.stepNumber', { number: index + 1, step })}
          </Text>
        ))}
      </View>
      {status()}
    </PageShell>
  )
}

export default definePage(IntlStudentPage, giftTexts)
