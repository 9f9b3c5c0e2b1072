// The mini-program's first language is WeChat's (spec 5: only a supported one, else zh_CN), and a
// language the user picks is kept when WeChat starts the mini-program again.
import fs from 'fs'
import path from 'path'
import { texts as homeEnUs } from '@/locales/home/en_US'
import { texts as homeZhCn } from '@/locales/home/zh_CN'
import { texts as shellEnUs } from '@/locales/shell/en_US'
import { texts as en_US } from '@/locales/welfare/en_US'
import { texts as vi_VN } from '@/locales/welfare/vi_VN'
import { texts as zh_CN } from '@/locales/welfare/zh_CN'
import { texts as zh_HK } from '@/locales/welfare/zh_HK'
import { texts as zh_TW } from '@/locales/welfare/zh_TW'
import { findRoute, pagePathOf } from '@/routes'
import { appPages, distDir, readAppJson } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const WELFARE_PAGE = pagePathOf(findRoute('/welfare') ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

describe('the mini-program\'s language', () => {
  it.each([
    ['en', en_US],
    ['zh_TW', zh_TW],
    ['zh_HK', zh_HK],
    ['vi', vi_VN],
    ['zh_CN', zh_CN],
    ['fr', zh_CN],
  ])('follows WeChat\'s language %s on the first visit', async (language, texts) => {
    const program = await session.launch({ token: DEMO_TOKEN, url: WELFARE_PAGE, settings: { language } })
    await program.waitForText(`${texts['welfare.coinBalance']} 1280`)
    expect(program.wx.titles.at(-1)).toBe(texts['welfare.title'])
  })

  it('keeps the language the user picked when WeChat starts the mini-program again', async () => {
    const first = await session.launch({ token: DEMO_TOKEN, url: WELFARE_PAGE, settings: { language: 'zh_CN' } })
    await first.waitForText(`${zh_CN['welfare.coinBalance']} 1280`)
    await first.tap('简体中文')
    await first.tap('English')
    await first.waitForText(`${en_US['welfare.coinBalance']} 1280`)
    const kept = Object.fromEntries([...first.wx.storage].map(([key, json]) => [key, JSON.parse(json) as unknown]))
    first.close()
    const again = await session.launch({ url: WELFARE_PAGE, settings: { language: 'zh_CN' }, storage: kept })
    await again.waitForText(`${en_US['welfare.coinBalance']} 1280`)
  })
})

describe("the main package's texts in another language than zh_CN", () => {
  it('are in the welfare subpackage only: the main package holds the shell and home tab in zh_CN', () => {
    const subpackageRoots = (readAppJson().subPackages ?? []).map((subpackage) => `${subpackage.root}/`)
    const mainScripts = fs
      .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js') && !subpackageRoots.some((root) => file.split(path.sep).join('/').startsWith(root)))
    const mainText = mainScripts.map((file) => fs.readFileSync(path.join(distDir, file), 'utf8')).join('\n')
    expect([mainText.includes(homeZhCn['home.sectionEarn']), mainText.includes(homeEnUs['home.sectionEarn']), mainText.includes(shellEnUs['common.initialising'])]).toEqual([true, false, false])
    expect(appPages().some((page) => page.startsWith('packages/welfare/'))).toBe(true)
    expect(fs.readFileSync(path.join(distDir, 'packages/welfare/texts/home-en_US.js'), 'utf8')).toContain(homeEnUs['home.sectionEarn'])
  })

  it('are uploaded by the developer tools, which would leave out files no literal require names', () => {
    const project = JSON.parse(fs.readFileSync(path.join(distDir, 'project.config.json'), 'utf8')) as { setting: Record<string, unknown> }
    expect([project.setting.ignoreUploadUnusedFiles, project.setting.ignoreDevUnusedFiles]).toEqual([false, false])
  })

  it("come once WeChat has downloaded their subpackage, and the home tab's coins are asked for meanwhile", async () => {
    const program = await session.launch({ token: DEMO_TOKEN, settings: { language: 'en', subpackageDownloadMs: 600 } })
    await program.waitFor(() => program.wx.requests.some((request) => request.url.endsWith('/welfare/summary')), 'the coins asked for')
    expect(program.text()).not.toContain(homeEnUs['home.coins'])
    await program.waitForText(`${homeEnUs['home.coins']} 1280`)
    expect(program.wx.requests.filter((request) => request.url.endsWith('/welfare/summary'))).toHaveLength(1)
  })

  it('leave the home tab in Chinese when WeChat cannot download their subpackage (no network)', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, settings: { language: 'en', networkType: 'none' } })
    await program.waitForText(homeZhCn['home.sectionEarn'])
    expect(program.text()).not.toContain(homeEnUs['home.sectionEarn'])
  })
})
