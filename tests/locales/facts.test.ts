/** @jest-environment node */
// One brand name per language and one figure per fact: the texts take them from src/config.
import { BRAND_NAMES, MEMBERSHIP_FACTS } from '@/config'
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n'
import { TranslationStore } from '@/stores/language'
import { agreementList } from '../../mock/routes/agreement-texts'
import { allTextsIn, catalogOf } from '../support/texts'

const OTHER_BRAND_NAMES = ['加速会员', '加速會員', 'Speedup Membership', 'Hội viên Tăng tốc', 'SpeedUp']

function memberAgreement(language: Language): string {
  const agreement = agreementList(language).find((document) => document.type === 'memberService')
  if (!agreement) throw new Error('no member service agreement')
  return agreement.content
}

describe('the brand name', () => {
  it.each(SUPPORTED_LANGUAGES)('is written in no %s text itself, only named as {brand}', (language) => {
    const texts = Object.entries(allTextsIn(language))
    expect(texts.filter(([, text]) => OTHER_BRAND_NAMES.some((name) => text.includes(name))).map(([key]) => key)).toEqual([])
  })

  it.each(SUPPORTED_LANGUAGES)('fills {brand} in %s with the brand of that language', (language) => {
    const translation = new TranslationStore()
    translation.setLanguage(language)
    expect(translation.t('about.openStoreYourself')).toContain(BRAND_NAMES[language])
  })

  it('is one name per language', () => {
    expect(BRAND_NAMES).toEqual({ zh_CN: 'SpeedUp 加速器', en_US: 'SpeedUp', zh_TW: 'SpeedUp 加速器', zh_HK: 'SpeedUp 加速器', vi_VN: 'SpeedUp' })
  })
})

describe('the membership figures', () => {
  it.each(SUPPORTED_LANGUAGES)('name in %s the VIP devices of the config on /memberi and in the member agreement', (language) => {
    const translation = new TranslationStore()
    translation.setLanguage(language)
    const onBenefits = translation.t('benefits.row.devices.vip', { vipDevices: MEMBERSHIP_FACTS.vipDevices })
    const devicesInAgreement = [...memberAgreement(language).matchAll(/(\d+)\s*(?:台|devices|thiết bị)/g)].map((match) => Number(match[1]))
    expect([onBenefits.match(/\d+/)?.[0], devicesInAgreement]).toEqual([
      String(MEMBERSHIP_FACTS.vipDevices),
      [MEMBERSHIP_FACTS.vipDevices, MEMBERSHIP_FACTS.superVipDevices],
    ])
  })

  it.each(SUPPORTED_LANGUAGES)('name in %s the refund window of the config in the member agreement', (language) => {
    expect(memberAgreement(language)).toMatch(new RegExp(`\\b${MEMBERSHIP_FACTS.refundWindowDays}\\s*(?:天|days|ngày)`))
  })

  it.each(SUPPORTED_LANGUAGES)('give %s no figure of its own in the texts that name a membership fact', (language) => {
    const texts = allTextsIn(language)
    const factTexts = ['benefits.row.devices.vip', 'benefits.row.devices.superVip', 'benefits.row.gift.both', 'purchase.refundNote', 'help.refundHint']
    expect(factTexts.filter((key) => /\d/.test(texts[key]))).toEqual([])
  })
})

describe('the refund states', () => {
  const STATES = ['refundable', 'notRefundable', 'refunded', 'refused'] as const

  it.each(SUPPORTED_LANGUAGES)('read the same in %s on /record and on /activationRecord', (language) => {
    const onRecord = catalogOf('membership', language)
    const onActivationRecord = catalogOf('order', language)
    expect(STATES.map((state) => onRecord[`record.refund.${state}`])).toEqual(STATES.map((state) => onActivationRecord[`order.state.${state}`]))
  })
})
