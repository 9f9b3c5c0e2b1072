import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { redirectTo } from '@/platform'
import { HOME_PATH } from '@/routes'
import { useT } from '@/stores'
import './index.scss'

function NotFoundPage() {
  const t = useT()
  return (
    <PageShell title={t('notFound.title')}>
      <View className='card not-found'>
        <Text className='not-found__code'>404</Text>
        <Text className='not-found__message'>{t('notFound.message')}</Text>
        <AtButton className='not-found__home' type='primary' circle onClick={() => redirectTo(HOME_PATH)}>
          {t('common.backHome')}
        </AtButton>
      </View>
    </PageShell>
  )
}

export default definePage(NotFoundPage)
