import { Text, View } from '@tarojs/components'
import { AtList, AtListItem } from 'taro-ui'
import { listIcon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'
import { ContactChannels } from '../components/contact-channels'
import '@/styles/taro-ui/list.scss'
import './index.scss'
import { supportTexts } from '@/locales/support'

// the support account and email reach the technical team directly; the other channels follow
const SUPPORT_FIRST = ['supportAccount', 'email'] as const
const PREPARE = ['account', 'device', 'detail'] as const

/** /tsupport: the contact channels for getting technical help, and where to help yourself. */
function TechSupportPage() {
  const t = useT<'support'>()
  return (
    <PageShell title={t('support.title')}>
      <Text className='tech-support__intro'>{t('support.intro')}</Text>
      <View className='tech-support__section'>
        <Text className='tech-support__heading'>{t('support.channelsTitle')}</Text>
        <ContactChannels first={SUPPORT_FIRST} showServiceHours />
      </View>
      <View className='card tech-support__section'>
        <Text className='tech-support__heading'>{t('support.prepareTitle')}</Text>
        {PREPARE.map((item, index) => (
          <View key={item} className='tech-support__step'>
            <Text className='tech-support__step-number'>{index + 1}</Text>
            <Text className='tech-support__step-text'>{t(`support.prepare.${item}`)}</Text>
          </View>
        ))}
      </View>
      <View className='tech-support__section'>
        <Text className='tech-support__heading'>{t('support.selfHelpTitle')}</Text>
        <View className='card card--flush'>
          <AtList hasBorder={false}>
            <AtListItem
              title={t('support.helpCentre')}
              note={t('support.helpCentreNote')}
              arrow='right'
              iconInfo={listIcon('help', 20, 'tech-support__link-icon')}
              onClick={() => navigateTo(PATH.help)}
            />
            <AtListItem
              title={t('support.tutorial')}
              note={t('support.tutorialNote')}
              arrow='right'
              iconInfo={listIcon('iphone', 20, 'tech-support__link-icon')}
              onClick={() => navigateTo(PATH.tutorial)}
            />
          </AtList>
        </View>
      </View>
    </PageShell>
  )
}

export default definePage(TechSupportPage, supportTexts)
