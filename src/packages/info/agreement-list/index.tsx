import { AtList, AtListItem } from 'taro-ui'
import { View } from '@tarojs/components'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { navigateTo } from '@/platform'
import { PATH, type AgreementKind, type RoutePath } from '@/routes'
import { useT } from '@/stores'
import '@/styles/taro-ui/list.scss'

interface AgreementLink {
  kind: AgreementKind
  path: RoutePath
  query?: Record<string, string>
}

const AGREEMENT_LINKS: readonly AgreementLink[] = [
  { kind: 'userService', path: PATH.clause, query: { kind: 'userService' } },
  { kind: 'privacy', path: PATH.clause, query: { kind: 'privacy' } },
  { kind: 'memberService', path: PATH.memberServiceAgreement },
  { kind: 'monthlyVip', path: PATH.monthlyVipAgreement },
  { kind: 'cancelAccount', path: PATH.cancelAccountAgreement },
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
