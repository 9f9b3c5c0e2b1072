/** @jest-environment node */
import { SUPPORTED_LANGUAGES } from '@/lib/i18n'
import { catalogs } from '@/locales'
import { guides } from '@/locales/guides/zh_CN'
import { help } from '@/locales/help/zh_CN'
import { support } from '@/locales/support/zh_CN'
import { welfare } from '@/locales/welfare/zh_CN'

const source = catalogs.zh_CN
const keys = Object.keys(source) as Array<keyof typeof source>

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
}

describe('the catalogs', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has a text for every key', (language) => {
    const empty = keys.filter((key) => !catalogs[language][key]?.trim())
    expect(empty).toEqual([])
  })

  it.each(SUPPORTED_LANGUAGES)('%s uses the same placeholders as zh_CN', (language) => {
    const mismatched = keys.filter(
      (key) => placeholders(catalogs[language][key]).join() !== placeholders(source[key]).join(),
    )
    expect(mismatched).toEqual([])
  })

  it('has no key defined by two domains, which would hide one of the texts', () => {
    const domainKeys = [welfare, help, support, guides].flatMap((domain) => Object.keys(domain))
    const repeated = domainKeys.filter((key, index) => domainKeys.indexOf(key) !== index)
    expect(repeated).toEqual([])
  })
})
