import { AtButton } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { NoticeCard } from '@/components/notice-card'
import { PageShell } from '@/components/page-shell'
import { giftTexts } from '@/locales/gift'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'

/** /eventNoticeV4: an event has ended (spec 2 notices); the way on is the welfare centre. */
function EventNoticePage() {
  const t = useT<'gift'>()
  return (
    <PageShell title={t('eventNotice.title')}>
      <NoticeCard icon='clock' tone='warning' heading={t('eventNotice.heading')} text={t('eventNotice.text')}>
        <AtButton type='primary' circle onClick={() => void navigateTo(PATH.welfare)}>
          {t('eventNotice.toWelfare')}
        </AtButton>
      </NoticeCard>
    </PageShell>
  )
}

export default definePage(EventNoticePage, giftTexts)
