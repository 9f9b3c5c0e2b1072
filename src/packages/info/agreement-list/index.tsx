import { AtList, AtListItem } from 'taro-ui'
import { View } from '@tarojs/components'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { navigateTo } from '@/platform'
import type { AgreementKind } from '@/routes'
import { useT } from '@/stores'

interface AgreementLink {
  kind: AgreementKind
  path: string
  query?: Record<string, string>
}

const AGREEMENT_LINKS: readonly AgreementLink[] = [
  { kind: 'userService', path: '/clause', query: { kind: 'userService' } },
  { kind: 'privacy', path: '/clause', query: { kind: 'privacy' } },
  { kind: 'memberService', path: '/memberServiceAgreement' },
  { kind: 'monthlyVip', path: '/monthlyVipAgreement' },
  { kind: 'cancelAccount', path: '/cancelAccountAgreement' },
]

/** /agreement and /agreements: every agreement the user can read. */
function AgreementListPage() {
  const t = useT()
  return (
    <PageShell title={t('agreement.listTitle')}>
      <View className='card card--flush'>
        <AtList hasBorder={false}>
          {AGREEMENT_LINKS.map((link) => (
            <AtListItem
              key={link.kind}
              title={t(`agreement.kind.${link.kind}`)}
              arrow='right'
              onClick={() => navigateTo(link.path, link.query)}
            />
          ))}
        </AtList>
      </View>
    </PageShell>
  )
}

export default definePage(AgreementListPage)
