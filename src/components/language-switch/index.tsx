import { Text, View } from '@tarojs/components'
import { AtActionSheet, AtActionSheetItem } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { Icon } from '../icon'
import { htmlLangOf, SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n'
import { LANGUAGE_NAMES } from '@/locales'
import { roleProps } from '@/platform'
import { useStores } from '@/stores'
import { chooseLanguage } from '@/stores/language'
import './index.scss'

/** A language's name in that language (简体中文, English, Tiếng Việt ...). */
function ownName(language: Language): string {
  return LANGUAGE_NAMES[language]
}

// Taro's View and Text types leave out tabIndex, key events and lang, which the H5 build passes on
// to the element; spread in, they make a role='button' View reachable with Tab and Enter or Space.
function keyboardButton(activate: () => void) {
  return {
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      event.preventDefault()
      activate()
    },
  }
}

const writtenIn = (language: Language) => ({ lang: htmlLangOf(language) })

/** Spec 3: where no host sets the language, the user picks it here; the choice is kept for the next visit. */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const stores = useStores()
  const { translation } = stores
  const [open, setOpen] = useState(false)
  const current = translation.language

  function choose(language: Language) {
    setOpen(false)
    if (language !== translation.chosenLanguage) void chooseLanguage(stores, language)
  }

  return (
    <View className='language-switch'>
      <View
        className='language-switch__button'
        {...roleProps('button')}
        {...keyboardButton(() => setOpen(true))}
        aria-expanded={open ? 'true' : 'false'}
        aria-label={translation.t('language.switch', { language: ownName(current) })}
        onClick={() => setOpen(true)}
      >
        <Text className='language-switch__current' {...writtenIn(current)}>
          {ownName(current)}
        </Text>
        <Icon name='chevron-down' size={12} />
      </View>
      <AtActionSheet
        className='language-switch__sheet'
        isOpened={open}
        title={translation.t('language.choose')}
        cancelText={translation.t('common.cancel')}
        onClose={() => setOpen(false)}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <AtActionSheetItem key={language} onClick={() => choose(language)}>
            <View
              className={language === current ? 'language-switch__option language-switch__option--current' : 'language-switch__option'}
              {...roleProps('button')}
              {...keyboardButton(() => choose(language))}
              {...writtenIn(language)}
              aria-current={language === current ? 'true' : undefined}
            >
              {ownName(language)}
              {language === current && <Icon name='check' size={16} />}
            </View>
          </AtActionSheetItem>
        ))}
      </AtActionSheet>
    </View>
  )
})
