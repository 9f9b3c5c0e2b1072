// Account cancellation in the mini-program (spec 4, 5): the submit only asks; the confirm in the
// dialog sends the cancellation.
import { findRoute, pagePathOf } from '@/routes'
import { classesOf, type MiniProgram } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const REMINDER_PAGE = pagePathOf(findRoute('/cancelReminder') ?? { paths: ['/'], page: '' })

const session = miniProgramSession()

function confirmationOpen(program: MiniProgram): boolean {
  const [dialog] = program.byClass('cancel-auth__confirm')
  return dialog !== undefined && classesOf(dialog).includes('at-modal--active')
}

function submits(program: MiniProgram) {
  return program.requestsTo('/account/cancellation').filter((request) => request.method === 'POST')
}

describe('account cancellation in the mini-program', () => {
  it('asks before it submits, and the confirm sends the cancellation', async () => {
    await session.mock.control('POST', '/cancellation', { token: DEMO_TOKEN, endRenewals: true })
    const program = await session.launch({ token: DEMO_TOKEN, url: REMINDER_PAGE })
    await program.tap('我已阅读并同意')
    await program.tapButton('下一步')
    await program.waitForText('没有生效中的连续包月')
    await program.input('请输入账号密码', 'demo1234')
    await program.tap(await program.waitFor(() => program.enabledButton('提交注销申请'), 'an enabled submit'))
    await program.waitFor(() => confirmationOpen(program), 'the confirmation')
    expect(submits(program)).toEqual([])

    await program.tapButton('确定注销')
    await program.waitForText('等待期还剩 15 天')
    expect(submits(program)).toHaveLength(1)
  })
})
