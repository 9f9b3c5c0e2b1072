import { Text, View } from '@tarojs/components'
import { AtList, AtListItem } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import type { AreaKey } from '@/locales'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'
import '@/styles/taro-ui/list.scss'
import './index.scss'
import { membershipTexts } from '@/locales/membership'
import { MEMBERSHIP_FACTS } from '@/config'

/** A cell of the comparison: a text, or included / not included. */
type BenefitCell = AreaKey<'membership'> | 'included' | 'notIncluded'

interface BenefitRow {
  name: AreaKey<'membership'>
  vip: BenefitCell
  superVip: BenefitCell
}

// Super VIP holds every VIP benefit and more (spec 1: VIP and super VIP membership, customised line).
// The figures the benefit texts name, from the one place that states them.
const BENEFIT_VALUES = {
  vipDevices: MEMBERSHIP_FACTS.vipDevices,
  superVipDevices: MEMBERSHIP_FACTS.superVipDevices,
  giftDays: MEMBERSHIP_FACTS.giftMinDaysLeft,
}

const BENEFIT_ROWS: readonly BenefitRow[] = [
  { name: 'benefits.row.lines', vip: 'benefits.row.lines.vip', superVip: 'benefits.row.lines.superVip' },
  { name: 'benefits.row.devices', vip: 'benefits.row.devices.vip', superVip: 'benefits.row.devices.superVip' },
  { name: 'benefits.row.speed', vip: 'benefits.row.speed.vip', superVip: 'benefits.row.speed.superVip' },
  { name: 'benefits.row.media', vip: 'included', superVip: 'included' },
  { name: 'benefits.row.customLine', vip: 'notIncluded', superVip: 'benefits.row.customLine.superVip' },
  { name: 'benefits.row.support', vip: 'benefits.row.support.vip', superVip: 'benefits.row.support.superVip' },
  // spec 5: gifting needs more than 30 days of VIP left
  { name: 'benefits.row.gift', vip: 'benefits.row.gift.both', superVip: 'benefits.row.gift.both' },
]

const AGREEMENTS = [
  { kind: 'memberService', path: PATH.memberServiceAgreement },
  { kind: 'monthlyVip', path: PATH.monthlyVipAgreement },
] as const

const Cell = observer(function Cell({ cell, level }: { cell: BenefitCell; level: 'vip' | 'superVip' }) {
  const t = useT<'membership'>()
  const className = `benefits__cell benefits__cell--${level}`
  if (cell === 'included' || cell === 'notIncluded') {
    const included = cell === 'included'
    return (
      <View
        className={`${className} benefits__cell--${cell}`}
        role='cell'
        aria-label={t(included ? 'benefits.included' : 'benefits.notIncluded')}>
        <Icon name={included ? 'check' : 'subtract'} size={18} />
      </View>
    )
  }
  return (
    <View className={className} role='cell'>
      <Text>{t(cell, BENEFIT_VALUES)}</Text>
    </View>
  )
})

/** Membership benefits of VIP and super VIP side by side (spec 2 /memberi). */
function MemberBenefitsPage() {
  const t = useT<'membership'>()
  return (
    <PageShell title={t('benefits.title')}>
      <View className='card'>
        <Text className='card-section__text'>{t('benefits.intro')}</Text>
      </View>

      <View className='card card--flush benefits__table' role='table'>
        <View className='benefits__row benefits__row--head' role='row'>
          <View className='benefits__name' role='columnheader'>
            <Text>{t('benefits.column.benefit')}</Text>
          </View>
          <View className='benefits__cell benefits__cell--vip' role='columnheader'>
            <Text className='benefits__level'>{t('membership.level.vip')}</Text>
          </View>
          <View className='benefits__cell benefits__cell--superVip' role='columnheader'>
            <Text className='benefits__level'>{t('membership.level.superVip')}</Text>
          </View>
        </View>
        {BENEFIT_ROWS.map((row) => (
          <View key={row.name} className='benefits__row' role='row'>
            <View className='benefits__name' role='rowheader'>
              <Text>{t(row.name)}</Text>
            </View>
            <Cell cell={row.vip} level='vip' />
            <Cell cell={row.superVip} level='superVip' />
          </View>
        ))}
      </View>
      <Text className='benefits__note'>{t('benefits.note')}</Text>

      <View className='card card--flush'>
        <AtList hasBorder={false}>
          <AtListItem title={t('benefits.howToBuy')} arrow='right' onClick={() => navigateTo(PATH.purchaseTutorial)} />
        </AtList>
      </View>

      <View className='card card--flush'>
        <View className='card-section__list-title'>
          <Text>{t('benefits.agreementsTitle')}</Text>
        </View>
        <AtList hasBorder={false}>
          {AGREEMENTS.map((agreement) => (
            <AtListItem
              key={agreement.kind}
              title={t(`agreement.kind.${agreement.kind}`)}
              arrow='right'
              onClick={() => navigateTo(agreement.path)}
            />
          ))}
        </AtList>
      </View>
    </PageShell>
  )
}

export default definePage(MemberBenefitsPage, membershipTexts)
