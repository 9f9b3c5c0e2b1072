import { View } from '@tarojs/components'
import { AtSegmentedControl } from 'taro-ui'
import { useState } from 'react'
import { definePage } from '@/components/page-gate'
import { AgreementDocument } from '@/components/agreement-document'
import { PageShell } from '@/components/page-shell'
import { currentQuery } from '@/platform'
import { useT } from '@/stores'
import '@/styles/taro-ui/segmented-control.scss'
import './index.scss'

const CLAUSE_KINDS = ['userService', 'privacy'] as const
type ClauseKind = (typeof CLAUSE_KINDS)[number]

function initialKind(): ClauseKind {
  return currentQuery().kind === 'privacy' ? 'privacy' : 'userService'
}

/** Terms of service: the user service agreement and the privacy policy. */
function ClausePage() {
  const t = useT()
  const [kind, setKind] = useState<ClauseKind>(initialKind)
  return (
    <PageShell title={t('agreement.clauseTitle')}>
      <View className='clause__switch'>
        <AtSegmentedControl
          values={CLAUSE_KINDS.map((item) => t(`agreement.kind.${item}`))}
          current={CLAUSE_KINDS.indexOf(kind)}
          onClick={(index: number) => setKind(CLAUSE_KINDS[index] ?? 'userService')}
        />
      </View>
      <AgreementDocument kind={kind} />
    </PageShell>
  )
}

export default definePage(ClausePage)
