import { Text } from '@tarojs/components'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useT } from '@/stores'
import { ContactChannels } from '../components/contact-channels'
import './index.scss'
import { supportTexts } from '@/locales/support'

/** /contact: official site, public account, QQ, QQ group, support account and email (spec 2). */
function ContactPage() {
  const t = useT<'support'>()
  return (
    <PageShell title={t('contact.title')}>
      <Text className='contact__intro'>{t('contact.intro')}</Text>
      <ContactChannels />
    </PageShell>
  )
}

export default definePage(ContactPage, supportTexts)
