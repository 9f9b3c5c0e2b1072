import { AtButton } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { NoticeCard } from '@/components/notice-card'
import { PageShell } from '@/components/page-shell'
import { giftTexts } from '@/locales/gift'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'
import { useVip404Store } from '@/stores/vip404'

/**
 * /vip404: what a member without the VIP a feature needs sees, and the ways to become VIP. The
 * `vip404` flag (set by the sender) names the VIP needed; opened directly, the page says VIP.
 */
function Vip404Page() {
  const t = useT<'gift'>()
  const { needed } = useVip404Store()
  return (
    <PageShell title={t('vip404.title')}>
      <NoticeCard
        icon='lock'
        tone='brand'
        heading={needed ? t(`vip404.needs.${needed}`) : t('vip404.heading')}
        text={t('vip404.text')}
      >
        <AtButton type='primary' circle onClick={() => void navigateTo(PATH.purchaseTutorial)}>
          {t('vip404.howToBuy')}
        </AtButton>
        <AtButton circle onClick={() => void navigateTo(PATH.memberi)}>
          {t('vip404.benefits')}
        </AtButton>
      </NoticeCard>
    </PageShell>
  )
}

export default definePage(Vip404Page, giftTexts)
