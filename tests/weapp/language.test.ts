// The mini-program's first language is WeChat's (spec 5: only a supported one, else zh_CN), and a
// language the user picks is kept when WeChat starts the mini-program again.
import { texts as en_US } from '@/locales/welfare/en_US'
import { texts as vi_VN } from '@/locales/welfare/vi_VN'
import { texts as zh_CN } from '@/locales/welfare/zh_CN'
import { texts as zh_HK } from '@/locales/welfare/zh_HK'
import { texts as zh_TW } from '@/locales/welfare/zh_TW'
import { findRoute, pagePathOf } from '@/routes'
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
