import { Text, View } from '@tarojs/components'
import { AtButton, AtList, AtListItem } from 'taro-ui'
import { useRef, useState } from 'react'
import { fetchLatestVersion } from '@/api/support'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { allowedLinkDomains, siteLinks } from '@/config'
import { followFailureKey } from '@/lib/redirect-item'
import { adviseUpdate, rateLinkFor, type UpdateAdvice } from '@/lib/update-check'
import { detectClient, navigateTo, performRedirect, platformType } from '@/platform'
import { PATH } from '@/routes'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import '@/styles/taro-ui/list.scss'
import './index.scss'
import { supportTexts } from '@/locales/support'

type CheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'failed' }
  | { status: 'done'; advice: UpdateAdvice; releaseNotes: string }

/** /about: version, update check, contact, rate, terms, privacy and member agreement (spec 2). */
function AboutPage() {
  const t = useT<'support'>()
  const { session, translation } = useStores()
  const [client] = useState(detectClient)
  const [check, setCheck] = useState<CheckState>({ status: 'idle' })
  const checking = useRef(false)
  const rateLink = rateLinkFor(client, siteLinks)

  async function checkForUpdates() {
    if (checking.current) return
    checking.current = true
    setCheck({ status: 'checking' })
    try {
      const latest = await fetchLatestVersion(platformType())
      const advice = adviseUpdate(client, session.appVersion, latest.version, siteLinks)
      setCheck({ status: 'done', advice, releaseNotes: latest.releaseNotes })
    } catch (error) {
      // spec 8: version-check errors are logged; the page only says the check did not work
      console.warn('[about] update check failed', error)
      setCheck({ status: 'failed' })
    } finally {
      checking.current = false
    }
  }

  async function openStore(link: string) {
    // kind 1: the system browser or store app, never off the allow-list (spec 5)
    const outcome = await performRedirect({ targetUrl: link }, 1, allowedLinkDomains)
    const failure = followFailureKey(outcome)
    if (outcome === 'refused') notify(t('about.openStoreYourself'))
    else if (failure) notify(t(failure))
  }

  let versionText = t('about.webVersion')
  if (client.isInApp) versionText = session.appVersion ? t('about.version', { version: session.appVersion }) : t('about.versionUnknown')

  return (
    <PageShell title={t('about.title')}>
      <View className='card about__hero'>
        <View className='about__logo'>
          <Icon name='lightning-bolt' size={36} />
        </View>
        <Text className='about__name'>{translation.brand}</Text>
        <Text className='about__slogan'>{t('about.slogan')}</Text>
        <Text className='about__version'>{versionText}</Text>
        <AtButton
          className='about__check'
          type='primary'
          circle
          loading={check.status === 'checking'}
          disabled={check.status === 'checking'}
          onClick={checkForUpdates}
        >
          {t('about.checkUpdate')}
        </AtButton>
        {check.status === 'failed' && (
          <View className='about__result about__result--failed'>
            <Text>{t('about.checkFailed')}</Text>
          </View>
        )}
        {check.status === 'done' && check.advice.status === 'not-app' && (
          <View className='about__result'>
            <Text>{t('about.notApp', { version: check.advice.latestVersion })}</Text>
          </View>
        )}
        {check.status === 'done' && check.advice.status === 'up-to-date' && (
          <View className='about__result about__result--latest'>
            <Icon name='check-circle' size={16} />
            <Text>{t('about.upToDate', { version: check.advice.currentVersion })}</Text>
          </View>
        )}
        {check.status === 'done' && check.advice.status === 'upgrade' && (
          <View className='about__result about__result--upgrade'>
            <Text className='about__result-title'>{t('about.newVersion', { version: check.advice.latestVersion })}</Text>
            {check.advice.currentVersion !== '' && (
              <Text className='about__result-note'>{t('about.currentVersion', { version: check.advice.currentVersion })}</Text>
            )}
            <Text>{t('about.upgradeHint')}</Text>
            {check.releaseNotes !== '' && (
              <Text className='about__result-note'>{t('about.releaseNotes', { notes: check.releaseNotes })}</Text>
            )}
            <AtButton
              className='about__upgrade'
              type='primary'
              size='small'
              circle
              onClick={() => check.advice.status === 'upgrade' && openStore(check.advice.downloadLink)}
            >
              {t('about.upgradeNow')}
            </AtButton>
          </View>
        )}
      </View>
      <View className='card card--flush'>
        <AtList hasBorder={false}>
          <AtListItem title={t('about.contact')} arrow='right' onClick={() => navigateTo(PATH.contact)} />
          {rateLink !== undefined && <AtListItem title={t('about.rate')} arrow='right' onClick={() => openStore(rateLink)} />}
          <AtListItem
            title={t('agreement.kind.userService')}
            arrow='right'
            onClick={() => navigateTo(PATH.clause, { kind: 'userService' })}
          />
          <AtListItem
            title={t('agreement.kind.privacy')}
            arrow='right'
            onClick={() => navigateTo(PATH.clause, { kind: 'privacy' })}
          />
          <AtListItem
            title={t('agreement.kind.memberService')}
            arrow='right'
            onClick={() => navigateTo(PATH.memberServiceAgreement)}
          />
        </AtList>
      </View>
    </PageShell>
  )
}

export default definePage(AboutPage, supportTexts)
