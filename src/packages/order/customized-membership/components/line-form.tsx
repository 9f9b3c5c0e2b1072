import { Input, Text, View } from '@tarojs/components'
import { AtButton, AtInput } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { useSingleFlight } from '@/components/use-single-flight'
import {
  LINE_PENDING_LIMIT,
  lineFieldMax,
  lineFieldProblem,
  lineFormProblems,
  type LineApplicationForm,
  type LineField,
} from '@/lib/applications'
import { refusalMessage } from '@/lib/refusal'
import { characterCount } from '@/lib/validate'
import { notice, notify } from '@/services/notify'
import { useT } from '@/stores'
import { useApplicationStore } from '@/stores/applications'

const EMPTY_FORM: LineApplicationForm = { target: '', region: '', note: '' }

/** The customised-line application: what the line is for, where the user is, an optional note. */
export const LineForm = observer(function LineForm() {
  const t = useT<'order'>()
  const applications = useApplicationStore()
  const membership = applications.membership
  const [form, setForm] = useState<LineApplicationForm>(EMPTY_FORM)
  // problems show once the user left a field or tried to submit, not while the form is fresh
  const [shown, setShown] = useState<Partial<Record<LineField, boolean>>>({})
  const flight = useSingleFlight()
  const { refuse, refusedBy } = useRefuseEnterprise()
  const enterprise = membership?.enterpriseSubAccount ?? false
  const pendingFull = (membership?.pendingCount ?? 0) >= LINE_PENDING_LIMIT

  function problemText(field: LineField): string | undefined {
    if (!shown[field]) return undefined
    const problem = lineFieldProblem(field, form[field])
    if (problem === 'required') return field === 'note' ? undefined : t(`custom.required.${field}`)
    if (problem !== 'tooLong') return undefined
    // the note's label says it is optional: the message names it without that
    const name = field === 'note' ? t('apply.note') : t(`custom.field.${field}`)
    return t('custom.tooLong', { field: name, max: lineFieldMax(field) })
  }

  function edit(field: LineField, value: string) {
    setForm((typed) => ({ ...typed, [field]: value }))
  }

  function submit() {
    if (enterprise) {
      refuse(t('host.enterpriseSubAccount'))
      return
    }
    setShown({ target: true, region: true, note: true })
    if (Object.keys(lineFormProblems(form)).length > 0) return
    void flight.run(async () => {
      try {
        const made = await applications.applyForLine(form)
        if (!made) return
        setForm(EMPTY_FORM)
        setShown({})
        notice(t('custom.applied'))
      } catch (error) {
        // what was typed stays: the server's refusal says why, a lost answer may be sent again
        const text = refusalMessage(error) ?? t('custom.applyFailed')
        if (!refusedBy(error, text)) notify(text)
      }
    })
  }

  const sending = flight.running || applications.applying
  const targetProblem = problemText('target')
  const regionProblem = problemText('region')
  const noteProblem = problemText('note')

  return (
    <View className='card custom__form' data-testid='line-form'>
      <Text className='custom__heading'>{t('custom.apply')}</Text>
      {enterprise && <Text className='custom__blocked' data-testid='custom-enterprise'>{t('host.enterpriseSubAccount')}</Text>}
      {!enterprise && pendingFull && (
        <Text className='custom__blocked' data-testid='custom-pending-limit'>
          {t('custom.pendingLimit', { count: LINE_PENDING_LIMIT })}
        </Text>
      )}
      <AtInput
        name='target'
        className='custom__target'
        type='text'
        title={t('custom.field.target')}
        placeholder={t('custom.placeholder.target')}
        value={form.target}
        error={targetProblem !== undefined}
        onChange={(value: string | number) => edit('target', String(value))}
        onBlur={() => setShown((seen) => ({ ...seen, target: true }))}
      />
      {targetProblem && <Text className='custom__error'>{targetProblem}</Text>}
      <AtInput
        name='region'
        className='custom__region'
        type='text'
        title={t('custom.field.region')}
        placeholder={t('custom.placeholder.region')}
        value={form.region}
        error={regionProblem !== undefined}
        onChange={(value: string | number) => edit('region', String(value))}
        onBlur={() => setShown((seen) => ({ ...seen, region: true }))}
      />
      {regionProblem && <Text className='custom__error'>{regionProblem}</Text>}
      <Text className='custom__label'>{t('custom.field.note')}</Text>
      {/* one line, as the refund reason: a Textarea would weigh on every page's chunk */}
      <Input
        className='custom__note'
        value={form.note}
        maxlength={-1}
        placeholder={t('custom.placeholder.note')}
        aria-label={t('custom.field.note')}
        onInput={(event) => {
          edit('note', event.detail.value)
          setShown((seen) => ({ ...seen, note: true }))
        }}
      />
      <Text className={`custom__count${noteProblem ? ' custom__count--over' : ''}`} aria-live='polite'>
        {t('custom.count', { count: characterCount(form.note.trim()), max: lineFieldMax('note') })}
      </Text>
      {noteProblem && <Text className='custom__error'>{noteProblem}</Text>}
      <AtButton
        className='custom__submit'
        type='primary'
        loading={sending}
        disabled={sending || (!enterprise && pendingFull)}
        onClick={submit}
      >
        {t('custom.submit')}
      </AtButton>
    </View>
  )
})
