import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Icon, type IconName } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { welfareRuleValues } from '@/lib/welfare-rules'
import type { AreaKey } from '@/locales'
import { useT } from '@/stores'
import './index.scss'
import { membershipTexts } from '@/locales/membership'

interface RuleGroup {
  title: AreaKey<'membership'>
  icon: IconName
  texts: readonly AreaKey<'membership'>[]
}

interface RuleSection {
  title: AreaKey<'membership'>
  /** earning ways are shown as titled groups; the other sections as plain points */
  groups?: readonly RuleGroup[]
  points?: readonly AreaKey<'membership'>[]
}

// Spec 9 gold-coin rules; every figure in these texts comes from src/lib/welfare-rules.ts.
const RULE_SECTIONS: readonly RuleSection[] = [
  {
    title: 'rule.earnTitle',
    groups: [
      { title: 'rule.signIn.title', icon: 'calendar', texts: ['rule.signIn.text', 'rule.signIn.streak'] },
      { title: 'rule.newUser.title', icon: 'star', texts: ['rule.newUser.text'] },
      { title: 'rule.follow.title', icon: 'heart', texts: ['rule.follow.text'] },
      { title: 'rule.bind.title', icon: 'phone', texts: ['rule.bind.text'] },
      { title: 'rule.share.title', icon: 'image', texts: ['rule.share.text'] },
      { title: 'rule.invite.title', icon: 'user', texts: ['rule.invite.text', 'rule.invite.share', 'rule.invite.timing'] },
    ],
  },
  { title: 'rule.expiryTitle', points: ['rule.expiry.text', 'rule.expiry.order'] },
  { title: 'rule.shopTitle', points: ['rule.shop.conditions', 'rule.shop.issue'] },
  { title: 'rule.otherTitle', points: ['rule.other.restricted', 'rule.other.invite'] },
]

/** The gold-coin rules the welfare and membership screens link to (spec 2 /rule, spec 9). */
function RulePage() {
  const t = useT<'membership'>()
  // The expiry example is dated by the month the page was opened in.
  const [values] = useState(() => welfareRuleValues(Date.now()))
  return (
    <PageShell title={t('rule.title')}>
      {RULE_SECTIONS.map((section) => (
        <View key={section.title} className='card card-section'>
          <Text className='card-section__heading'>{t(section.title)}</Text>
          {section.groups?.map((group) => (
            <View key={group.title} className='rule__group'>
              <View className='rule__icon'>
                <Icon name={group.icon} size={18} />
              </View>
              <View className='rule__group-body'>
                <Text className='rule__group-title'>{t(group.title)}</Text>
                {group.texts.map((text) => (
                  <Text key={text} className='card-section__text'>
                    {t(text, values)}
                  </Text>
                ))}
              </View>
            </View>
          ))}
          {section.points?.map((point) => (
            <Text key={point} className='card-section__text card-section__point rule__point'>
              {t(point, values)}
            </Text>
          ))}
        </View>
      ))}
    </PageShell>
  )
}

export default definePage(RulePage, membershipTexts)
