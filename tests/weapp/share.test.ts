// The share screenshot in the mini-program: the chosen file is told by its first bytes, read through
// WeChat's file system manager; an SVG named .png is refused before anything is sent, a PNG is uploaded.
import { findRoute, pagePathOf } from '@/routes'
import { PNG, SVG } from '../support/image-files'
import type { MiniProgram } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'
import type { WxSettings } from './support/wx'

const SHARE_PAGE = pagePathOf(findRoute('/taskDetailShareV3') ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

async function chooseOnSharePage(pickedImage: WxSettings['pickedImage']): Promise<MiniProgram> {
  const program = await session.launch({ token: DEMO_TOKEN, url: SHARE_PAGE, settings: { privacyConsent: 'agreed', pickedImage } })
  await program.waitFor(() => program.enabledButton('选择图片'), 'the share form')
  await program.tapButton('选择图片')
  return program
}

describe('the share screenshot in the mini-program', () => {
  it('refuses a chosen file with SVG bytes named .png and uploads nothing', async () => {
    const program = await chooseOnSharePage({ path: 'shared.png', bytes: SVG })
    await program.waitForText('请上传图片')
    expect(program.text()).not.toContain('已选择：')
    await program.tapButton('提交审核')
    await program.waitForText('请先上传分享截图')
    expect(program.wx.uploads).toEqual([])
  })

  it('uploads a chosen PNG and shows it under review', async () => {
    const program = await chooseOnSharePage({ path: 'shared.png', bytes: PNG })
    await program.waitForText('已选择：')
    await program.tapButton('提交审核')
    await program.waitForText('审核中')
    expect(program.wx.uploads.map(({ url, name }) => [new URL(url).pathname, name])).toEqual([['/api/welfare/tasks/share', 'image']])
  })
})
