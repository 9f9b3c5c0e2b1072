// The names and roles the screens give their controls reach the mini-program through the
// attributes WeChat's screen readers read (`aria-role`, `aria-label`; config/plugins adds them to
// Taro's templates): on the welfare centre, the sign-in page and the coin shop.
import { findRoute, pagePathOf } from '@/routes'
import type { MiniProgram } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'
import { textOf, type ViewElement } from './support/view'

const page = (path: string): string => pagePathOf(findRoute(path) ?? { paths: ['/'], page: '' })
const session = miniProgramSession()

const roleOf = (element: ViewElement): string => String(element.attr.ariaRole ?? '')
const nameOf = (element: ViewElement): string => String(element.attr.ariaLabel ?? '') || textOf(element)

/** The control showing `text` with its role, as WeChat reads it. */
function control(program: MiniProgram, text: string): { role: string; name: string } {
  const withRole = program.elements((element) => roleOf(element) !== '' && textOf(element).includes(text)).pop()
  return withRole ? { role: roleOf(withRole), name: nameOf(withRole) } : { role: '', name: '' }
}

// a status region (the page frame's network notices) is no control: empty until it has news to read out
const REGION_ROLES = ['status']

function unnamedControls(program: MiniProgram): string[] {
  return program
    .elements((element) => roleOf(element) !== '' && !REGION_ROLES.includes(roleOf(element)) && nameOf(element).trim() === '')
    .map((element) => `${element.tag}.${element.attr.class}`)
}

describe('accessible controls in the mini-program', () => {
  it('the welfare centre names its links and the language switch', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/welfare') })
    await program.waitForText('我的金币 1280')
    expect(control(program, '金币明细')).toEqual({ role: 'link', name: '金币明细' })
    expect(control(program, '金币规则')).toEqual({ role: 'link', name: '金币规则' })
    expect(control(program, '简体中文')).toEqual({ role: 'button', name: '切换语言，当前为简体中文' })
    expect(unnamedControls(program)).toEqual([])
  })

  it('the sign-in page names its rules link and the picture of the extra reward', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/signInV4') })
    await program.waitForText('已连续签到 3 天')
    expect(control(program, '签到规则')).toEqual({ role: 'button', name: '签到规则' })
    const pictures = program.elements((element) => roleOf(element) === 'img')
    expect(pictures.length).toBeGreaterThan(0)
    expect(pictures.every((picture) => String(picture.attr.ariaLabel ?? '') !== '')).toBe(true)
    expect(unnamedControls(program)).toEqual([])
  })

  it('the coin shop names its links to the records and the redeem code', async () => {
    const program = await session.launch({ token: DEMO_TOKEN, url: page('/coinExchange') })
    await program.waitForText('1 天 VIP 会员')
    expect(control(program, '兑换记录')).toEqual({ role: 'link', name: '兑换记录' })
    expect(control(program, '兑换码')).toEqual({ role: 'link', name: '兑换码' })
    expect(unnamedControls(program)).toEqual([])
  })
})
