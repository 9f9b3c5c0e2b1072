import { texts as shellEnUs } from '@/locales/shell/en_US'
import { texts as shellZhCn } from '@/locales/shell/zh_CN'
import { mainPackageTexts, subpackageTextFiles, subpackageTextsFile } from '@/locales/subpackage-texts'
import type { TextCatalog } from '@/locales/types'

const requireAsync = jest.fn<Promise<{ texts: TextCatalog }>, [string]>()

beforeAll(() => Object.assign(globalThis, { __non_webpack_require__: { async: requireAsync } }))
afterAll(() => delete (globalThis as { __non_webpack_require__?: unknown }).__non_webpack_require__)
beforeEach(() => requireAsync.mockReset())

describe('the main package texts of the mini-program', () => {
  it('gives the shell in zh_CN at once, without asking for a subpackage', () => {
    expect(mainPackageTexts('shell', shellZhCn).load('zh_CN')).toBe(shellZhCn)
    expect(requireAsync).not.toHaveBeenCalled()
  })

  it('loads another language from its file in the subpackage, relative to the root file it is built into', async () => {
    requireAsync.mockResolvedValue({ texts: shellEnUs })
    await expect(mainPackageTexts('shell', shellZhCn).load('en_US')).resolves.toBe(shellEnUs)
    expect(requireAsync).toHaveBeenCalledWith('./packages/welfare/texts/shell-en_US.js')
  })

  it('fails to load, without throwing, on a base library that has no require.async', async () => {
    Object.assign(globalThis, { __non_webpack_require__: {} })
    try {
      let loading: unknown
      expect(() => (loading = mainPackageTexts('shell', shellZhCn).load('zh_TW'))).not.toThrow()
      await expect(loading).rejects.toBeInstanceOf(TypeError)
    } finally {
      Object.assign(globalThis, { __non_webpack_require__: { async: requireAsync } })
    }
  })

  it('fails to load when WeChat cannot download the subpackage', async () => {
    requireAsync.mockRejectedValue({ mod: './packages/welfare/texts/home-vi_VN.js', errMsg: 'require.async:fail' })
    await expect(mainPackageTexts('home', {}).load('vi_VN')).rejects.toMatchObject({ errMsg: 'require.async:fail' })
  })
})

describe('the files the build writes into the subpackage', () => {
  const catalogOf = (area: string, language: string): TextCatalog => ({ [`${area}.title`]: `${area} in ${language}` })

  it('are one per area of the main package and language but zh_CN', () => {
    expect(Object.keys(subpackageTextFiles(catalogOf)).sort()).toEqual(
      ['shell', 'home'].flatMap((area) => ['en_US', 'vi_VN', 'zh_HK', 'zh_TW'].map((language) => `packages/welfare/texts/${area}-${language}.js`)).sort(),
    )
  })

  it('are modules whose texts are the catalog', () => {
    const source = subpackageTextFiles(catalogOf)[subpackageTextsFile('home', 'zh_HK')]
    const module = { exports: {} as unknown }
    new Function('module', source)(module)
    expect(module.exports).toEqual({ texts: { 'home.title': 'home in zh_HK' } })
  })
})
