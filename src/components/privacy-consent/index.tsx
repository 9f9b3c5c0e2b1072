import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { openPrivacyGuide } from '@/platform'
import { useStores } from '@/stores'
import { tappable } from '../tappable'
import './index.scss'

// WeChat checks that `agree` names a button with the open type agreePrivacyAuthorization that was tapped.
const AGREE_BUTTON_ID = 'privacy-consent-agree'

/**
 * The mini-program's privacy consent: shown when WeChat holds a privacy API (saving to the album,
 * choosing an image, the clipboard) until the user has agreed to the privacy guideline.
 */
export const PrivacyConsent = observer(function PrivacyConsent() {
  const { ui, translation } = useStores()
  if (!ui.askingPrivacyConsent) return null
  const t = translation.t
  return (
    <View className='privacy-consent' role='dialog' aria-modal='true' aria-label={t('privacy.title')}>
      <View className='privacy-consent__panel'>
        <Text className='privacy-consent__title'>{t('privacy.title')}</Text>
        <Text className='privacy-consent__text'>{t('privacy.text')}</Text>
        <Text className='privacy-consent__guide' {...tappable('link')} onClick={() => void openPrivacyGuide()}>
          {t('privacy.guide')}
        </Text>
        <View className='privacy-consent__actions'>
          <Button className='privacy-consent__refuse' onClick={() => ui.answerPrivacyConsent('refuse')}>
            {t('privacy.refuse')}
          </Button>
          <Button
            id={AGREE_BUTTON_ID}
            className='privacy-consent__agree'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => ui.answerPrivacyConsent({ agree: AGREE_BUTTON_ID })}
          >
            {t('privacy.agree')}
          </Button>
        </View>
      </View>
    </View>
  )
})
