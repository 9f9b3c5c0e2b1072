// Saving the invite poster to the album in the mini-program: WeChat's privacy consent first, then
// the album permission: allowed, refused (the settings offered), allowed later in the settings,
// and the privacy guideline refused, which the settings cannot mend.
import { findRoute, pagePathOf } from '@/routes'
import type { MiniProgram } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'
import type { WxSettings } from './support/wx'

const INVITE_PAGE = pagePathOf(findRoute('/inviteV4') ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

async function openInvite(settings: Partial<WxSettings>): Promise<MiniProgram> {
  const program = await session.launch({ token: DEMO_TOKEN, url: INVITE_PAGE, settings })
  await program.waitFor(() => program.enabledButton('保存海报'), 'the poster drawn')
  return program
}

describe('saving the invite poster in the mini-program', () => {
  it('asks for privacy consent first, then saves once the album is allowed', async () => {
    const program = await openInvite({ privacyConsent: 'unasked', album: 'unasked', albumPrompt: 'allow' })
    await program.tapButton('保存海报')
    await program.waitForText('隐私保护提示')
    expect(program.wx.savedImages).toEqual([])
    await program.tapButton('同意')
    await program.waitForText('海报已保存到相册')
    expect(program.wx.savedImages).toHaveLength(1)
    expect(program.text()).not.toContain('隐私保护提示')
    const drawnTexts = program.wx.canvasCalls.filter((call) => call.method === 'fillText').map((call) => String(call.args[0]))
    expect(drawnTexts.join(' ')).toContain('SU10001')
  })

  it('offers the way to the settings when the album is refused, and saves nothing', async () => {
    const program = await openInvite({ privacyConsent: 'agreed', album: 'unasked', albumPrompt: 'deny' })
    await program.tapButton('保存海报')
    await program.waitForText('需要相册权限')
    await program.tapButton('去设置')
    await program.settle()
    expect(program.wx.openedSettings).toEqual(['settings'])
    expect(program.wx.savedImages).toEqual([])
    expect(program.text()).not.toContain('海报已保存到相册')
  })

  it('saves once the user allows the album in the settings it opened', async () => {
    const program = await openInvite({ privacyConsent: 'agreed', album: 'refused', settingsGrantAlbum: true })
    await program.tapButton('保存海报')
    await program.waitForText('需要相册权限')
    await program.tapButton('去设置')
    await program.waitForText('海报已保存到相册')
    expect(program.wx.savedImages).toHaveLength(1)
  })

  it('says the privacy guideline was refused, without sending the user to the album settings, and asks again next time', async () => {
    const program = await openInvite({ privacyConsent: 'unasked', album: 'granted' })
    await program.tapButton('保存海报')
    await program.tapButton('拒绝')
    await program.waitForText('未同意隐私保护指引，海报未保存')
    expect(program.text()).not.toContain('需要相册权限')
    expect(program.wx.savedImages).toEqual([])
    await program.waitFor(() => program.enabledButton('保存海报'), 'the save button back')
    await program.tapButton('保存海报')
    await program.waitForText('隐私保护提示')
    expect(program.wx.privacyRequests).toBe(2)
  })
})
