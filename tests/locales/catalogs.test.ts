/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { pluralFormsOf, SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n'
import type { AreaCatalog } from '@/locales'
import { welfareTexts } from '@/locales/welfare'
import { bundledAreas, catalogOf } from '../support/texts'

const areas = bundledAreas.map((texts) => texts.area)
const languages = SUPPORTED_LANGUAGES

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
}

/** The keys a language must have: zh_CN's, and each count text in every form its rule has. */
function expectedKeys(area: (typeof areas)[number], language: Language): string[] {
  return Object.keys(catalogOf(area, 'zh_CN'))
    .flatMap((key) => {
      const base = key.match(/^(.*):other$/)?.[1]
      return base ? pluralFormsOf(language).map((form) => `${base}:${form}`) : [key]
    })
    .sort()
}

/** The keys a zh_HK file writes itself, read from its source: the rest it takes from zh_TW. */
function ownHongKongKeys(area: string): string[] {
  const source = fs.readFileSync(path.join(__dirname, '../../src/locales', area, 'zh_HK.ts'), 'utf8')
  return [...source.matchAll(/^\s+'([^']+)':/gm)].map((match) => match[1])
}

describe('the catalogs', () => {
  it('are split into the shell and the areas of the screens', () => {
    expect(areas).toEqual(['shell', 'welfare', 'membership', 'tutorials', 'messages', 'help', 'support', 'redirect', 'partner', 'blacklist', 'gift', 'lottery', 'shop', 'tasks', 'device', 'events', 'invite', 'order', 'memberManage', 'identity', 'home', 'login'])
  })

  describe.each(areas)('area %s', (area) => {
    it.each(languages)('%s has exactly the keys of zh_CN, in the forms its plural rule has', (language) => {
      expect(Object.keys(catalogOf(area, language)).sort()).toEqual(expectedKeys(area, language))
    })

    it.each(languages)('%s has a text for every key', (language) => {
      const catalog = catalogOf(area, language)
      expect(Object.keys(catalog).filter((key) => !catalog[key].trim())).toEqual([])
    })

    it.each(languages)('%s uses the same placeholders as zh_CN', (language) => {
      const source = catalogOf(area, 'zh_CN')
      const catalog = catalogOf(area, language)
      const placeholdersOf = (key: string) => placeholders(source[key] ?? source[key.replace(/:\w+$/, ':other')]).join()
      const mismatched = Object.keys(catalog).filter((key) => placeholders(catalog[key]).join() !== placeholdersOf(key))
      expect(mismatched).toEqual([])
    })

    it('zh_HK takes zh_TW as it is except for the texts it writes itself', () => {
      const own = new Set(ownHongKongKeys(area))
      const hongKong = catalogOf(area, 'zh_HK')
      const taiwan = catalogOf(area, 'zh_TW')
      const taken = Object.keys(taiwan).filter((key) => !own.has(key))
      expect(taken.filter((key) => hongKong[key] !== taiwan[key])).toEqual([])
    })

    it('zh_HK writes only the texts that differ from zh_TW', () => {
      const hongKong = catalogOf(area, 'zh_HK')
      const taiwan = catalogOf(area, 'zh_TW')
      expect(ownHongKongKeys(area).filter((key) => hongKong[key] === taiwan[key])).toEqual([])
    })
  })

  it('has no key in two areas, which would hide one of the texts', () => {
    const keys = areas.flatMap((area) => Object.keys(catalogOf(area, 'zh_CN')))
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
  })

  it('loads the same texts on H5 (a chunk per language) as the mini-program bundles', async () => {
    await expect(welfareTexts.load('vi_VN')).resolves.toEqual(catalogOf('welfare', 'vi_VN'))
  })

  it('fails the type check when a catalog leaves out a key of zh_CN', () => {
    // @ts-expect-error 'partner.badge' and the other partner keys are missing
    const incomplete: AreaCatalog<'partner', 'vi_VN'> = { 'partner.title': 'Ưu đãi' }
    expect(Object.keys(incomplete)).toHaveLength(1)
  })

  it('fails the type check when English leaves out the singular of a count text', () => {
    const { 'signIn.streak:one': _singular, ...withoutSingular } = catalogOf('welfare', 'en_US')
    // @ts-expect-error English needs `signIn.streak:one` beside `signIn.streak:other`
    const incomplete: AreaCatalog<'welfare', 'en_US'> = withoutSingular as Omit<AreaCatalog<'welfare', 'en_US'>, 'signIn.streak:one'>
    expect(incomplete).not.toHaveProperty('signIn.streak:one')
  })
})
