import { Text, View } from '@tarojs/components'
import { AtButton, AtTag } from 'taro-ui'
import type { AutoRenewContract } from '@/api/membership'
import { RecordField } from '@/components/record-field'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { yuanOf } from '@/lib/membership'
import { useT } from '@/stores'

interface ContractCardProps {
  contract: AutoRenewContract
  /** An action is on its way: no second one starts. */
  busy: boolean
  onEnd?: (contract: AutoRenewContract) => void
}

/** One continuous monthly subscription: what renews, for how much, when next, how often it has. */
export function ContractCard({ contract, busy, onEnd }: ContractCardProps) {
  const t = useT<'memberManage'>()
  const active = contract.endedAt === 0
  return (
    <View className='card manage-card contract' data-contract-no={contract.contractNo} data-state={active ? 'active' : 'ended'}>
      <View className='manage-card__head'>
        <Text className={`manage-card__title manage-card__title--${contract.level}`}>
          {t('renew.heading', { level: t(`manage.level.${contract.level}`) })}
        </Text>
        <AtTag size='small' circle className={`manage-card__tag manage-card__tag--${active ? 'active' : 'ended'}`}>
          {active ? t('renew.stateActive') : t('renew.stateEnded')}
        </AtTag>
      </View>
      <Text className='contract__price'>{t('renew.price', { price: yuanOf(contract.monthlyPriceFen) })}</Text>
      <View className='manage-card__fields'>
        <RecordField label={t('renew.platform')}>
          <Text>{t(`manage.platform.${contract.platform}`)}</Text>
        </RecordField>
        {active && (
          <RecordField label={t('renew.nextRenewal')}>
            <Text className='manage-card__date contract__next'>{chinaDateOf(contract.nextRenewalAt)}</Text>
          </RecordField>
        )}
        <RecordField label={t('renew.renewals')}>
          <Text>{t('renew.renewalCount', { count: contract.consecutiveRenewals })}</Text>
        </RecordField>
        <RecordField label={t('renew.signedAt')}>
          <Text className='manage-card__date'>{chinaDateTimeOf(contract.signedAt)}</Text>
        </RecordField>
        {!active && (
          <RecordField label={t('renew.endedAt')}>
            <Text className='manage-card__date'>{chinaDateTimeOf(contract.endedAt)}</Text>
          </RecordField>
        )}
        <RecordField label={t('renew.contractNo')}>
          <Text className='manage-card__number'>{contract.contractNo}</Text>
        </RecordField>
      </View>
      {active && onEnd && (
        <View className='manage-card__actions'>
          <AtButton className='contract__end' type='secondary' size='small' circle disabled={busy} onClick={() => onEnd(contract)}>
            {t('renew.end')}
          </AtButton>
        </View>
      )}
    </View>
  )
}
