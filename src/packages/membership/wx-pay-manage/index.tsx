import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { AutoRenewContract } from '@/api/membership'
import { ConfirmSheet } from '@/components/confirm-sheet'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { useSingleFlight } from '@/components/use-single-flight'
import { chinaDateOf } from '@/lib/calendar'
import { refundQuestionQuery } from '@/lib/help'
import { memberManageTexts } from '@/locales/memberManage'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useMembershipStore } from '@/stores/membership'
import { useMembershipAction } from '../components/use-membership-action'
import { ContractCard } from './contract-card'
import '@/styles/taro-ui/tag.scss'
import '../components/index.scss'
import './index.scss'

/** /wxPayManage: the continuous monthly subscriptions, ending one, the ended ones (spec 2, 5). */
function WxPayManagePage() {
  const t = useT<'memberManage'>()
  const { session } = useStores()
  const membership = useMembershipStore()
  const { refuseEnterprise, tellFailure } = useMembershipAction()
  const [asked, setAsked] = useState<AutoRenewContract | undefined>(undefined)
  const flight = useSingleFlight()
  const loggedIn = session.isLoggedIn
  const read = membership.autoRenew

  useAccountLoad(() => {
    if (loggedIn) read.load().catch(() => undefined)
  })

  function askToEnd(contract: AutoRenewContract) {
    if (read.data?.enterpriseSubAccount) {
      refuseEnterprise()
      return
    }
    setAsked(contract)
  }

  function end() {
    const contract = asked
    if (!contract) return
    void flight.run(async () => {
      try {
        const ended = await membership.endAutoRenew(contract.contractNo)
        if (!ended) return
        setAsked(undefined)
        notify(t('renew.done'))
      } catch (error) {
        setAsked(undefined)
        tellFailure(error)
      }
    })
  }

  const links = (
    <View className='manage__links'>
      <Text className='manage__link' {...tappable('link')} onClick={() => void navigateTo(PATH.helpDetails, refundQuestionQuery(t('renew.helpLink')))}>
        {t('renew.helpLink')}
      </Text>
      <Text className='manage__link' {...tappable('link')} onClick={() => void navigateTo(PATH.monthlyVipAgreement)}>
        {t('renew.agreementLink')}
      </Text>
      {loggedIn && (
        <Text className='manage__link' {...tappable('link')} onClick={() => void navigateTo(PATH.pauseManager)}>
          {t('renew.pauseLink')}
        </Text>
      )}
    </View>
  )

  let content
  // a no-wait route (spec 2): until the host has answered, no token does not mean a visitor
  if (!session.tokenKnown) content = <StatusView status='loading' />
  else if (!loggedIn) content = <SignInRequired reason={t('renew.loginPrompt')} />
  else if (read.status === 'error') content = <StatusView status='error' message={t('manage.loadFailed')} onRetry={() => void read.load().catch(() => undefined)} />
  else if (!read.data) content = <StatusView status='loading' />
  else if (read.data.contracts.length === 0) content = <StatusView status='empty' message={t('renew.empty')} />
  else {
    const busy = membership.busy !== null
    content = (
      <>
        {read.data.enterpriseSubAccount && <Text className='manage__notice'>{t('host.enterpriseSubAccount')}</Text>}
        {membership.activeContracts.length > 0 && (
          <View className='manage__section renew__active'>
            <Text className='manage__section-title'>{t('renew.activeTitle')}</Text>
            {membership.activeContracts.map((contract) => (
              <ContractCard key={contract.contractNo} contract={contract} busy={busy} onEnd={askToEnd} />
            ))}
          </View>
        )}
        {membership.endedContracts.length > 0 && (
          <View className='manage__section renew__ended'>
            <Text className='manage__section-title'>{t('renew.endedTitle')}</Text>
            {membership.endedContracts.map((contract) => (
              <ContractCard key={contract.contractNo} contract={contract} busy={busy} />
            ))}
          </View>
        )}
        <Text className='manage__note'>{t('renew.note')}</Text>
      </>
    )
  }

  return (
    <PageShell title={t('renew.title')} className='manage renew'>
      {content}
      {links}
      <ConfirmSheet
        className='renew__confirm'
        opened={asked !== undefined}
        title={t('renew.confirmTitle')}
        text={
          asked
            ? t('renew.confirmText', { level: t(`manage.level.${asked.level}`), date: chinaDateOf(asked.paidUntil) })
            : ''
        }
        keepLabel={t('renew.confirmKeep')}
        confirmLabel={t('renew.confirmEnd')}
        destructive
        sending={flight.running}
        onConfirm={end}
        onClose={() => setAsked(undefined)}
      />
    </PageShell>
  )
}

export default definePage(WxPayManagePage, memberManageTexts)
