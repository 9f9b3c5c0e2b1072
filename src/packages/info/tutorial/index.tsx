import { Text, View } from '@tarojs/components'
import { AtButton, AtList, AtListItem, AtTag } from 'taro-ui'
import { useState } from 'react'
import { definePage } from '@/components/page-gate'
import { AgreementDocument } from '@/components/agreement-document'
import { PageShell } from '@/components/page-shell'
import { chooseTutorial, TUTORIAL_KINDS, type TutorialKind } from '@/lib/tutorial'
import { currentQuery, navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useStores, useT } from '@/stores'
import '@/styles/taro-ui/list.scss'
import '@/styles/taro-ui/tag.scss'
import './index.scss'
import { tutorialsTexts } from '@/locales/tutorials'

/**
 * Keep-alive tutorials per phone maker (spec 2). The maker comes from `?brand=` or the host's
 * equipment string (src/lib/tutorial.ts); with a maker its tutorial shows at once, without one
 * the list of makers.
 */
function TutorialPage() {
  const t = useT<'tutorials'>()
  const { session } = useStores()
  const [brand] = useState(() => currentQuery().brand)
  // The user's own pick beats the detected maker.
  const [picked, setPicked] = useState<TutorialKind | undefined>(undefined)
  // The equipment arrives with the host's getVersion answer, possibly after the first render.
  const shown = picked ?? chooseTutorial({ brand, equipment: session.deviceCode })

  return (
    <PageShell title={t('tutorial.title')}>
      {shown ? (
        <>
          <View className='card tutorial__makers'>
            <Text className='tutorial__label'>{t('tutorial.yourMaker')}</Text>
            <View className='tutorial__tags'>
              {TUTORIAL_KINDS.map((kind) => (
                <AtTag
                  key={kind}
                  name={kind}
                  size='small'
                  circle
                  active={kind === shown}
                  className='tutorial__tag'
                  onClick={() => setPicked(kind)}
                >
                  {t(`tutorial.maker.${kind}`)}
                </AtTag>
              ))}
            </View>
            <Text className='card-section__note'>{t('tutorial.switchHint')}</Text>
          </View>
          <AgreementDocument kind={shown} />
        </>
      ) : (
        <>
          <View className='card'>
            <Text className='card-section__text'>{t('tutorial.intro')}</Text>
          </View>
          <View className='card card--flush tutorial__list'>
            <View className='card-section__list-title'>
              <Text>{t('tutorial.chooseMaker')}</Text>
            </View>
            <AtList hasBorder={false}>
              {TUTORIAL_KINDS.map((kind) => (
                <AtListItem
                  key={kind}
                  title={t(`tutorial.maker.${kind}`)}
                  note={kind === 'general' ? t('tutorial.generalNote') : undefined}
                  arrow='right'
                  onClick={() => setPicked(kind)}
                />
              ))}
            </AtList>
          </View>
        </>
      )}
      <View className='card tutorial__support'>
        <Text className='card-section__text tutorial__support-text'>{t('tutorial.stillDrops')}</Text>
        <AtButton size='small' circle className='tutorial__support-button' onClick={() => navigateTo(PATH.contact)}>
          {t('common.contactSupport')}
        </AtButton>
      </View>
    </PageShell>
  )
}

export default definePage(TutorialPage, tutorialsTexts)
