import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

// Real-name verification, /zfbVerified and the bind-email screen against the mock
// (docs/api.md, "Identity endpoints"): the demo account is unverified, the special one verified.
const open = pageOpener()

const DEMO = { token: 'demo-token' }
const SPECIAL = { token: 'special-token' }
const VERIFY = '/identity/verify'
// GB 11643: the published example, its check character X.
const VALID_ID = '11010519491231002x'

async function verifyRequests() {
  return (await mockRequests()).filter((request) => request.method === 'POST' && request.path === VERIFY)
}

async function fill(page: Page, name: string, idNumber: string) {
  await page.locator('input[name="realName"]').fill(name)
  await page.locator('input[name="idNumber"]').fill(idNumber)
}

function submit(page: Page) {
  return page.locator('.real-name__submit')
}

async function sentCode(email: string): Promise<string> {
  const codes = (await (await fetch(`${baseUrl}/api/__mock/sms-codes`)).json()) as Record<string, string>
  return codes[email] ?? ''
}

describe('real-name verification (/realNameVerify)', () => {
  it('verifies with a lower-case x and shows the masked identity', async () => {
    const page = await open('/realNameVerify', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '张三', VALID_ID)
      await submit(page).click()
      const verified = page.getByTestId('identity-verified')
      await verified.getByText('已完成实名认证').waitFor()
      await verified.getByText(`1${'*'.repeat(16)}X`).waitFor()
      await verified.getByText('*三').waitFor()
      await expectLayoutFits(page, 'identity-verified')
      const [request] = await verifyRequests()
      expect(request?.decryptedBody).toMatchObject({ name: '张三', idNumber: '11010519491231002X' })
    })
  })

  it('sends one verification for a double tap', async () => {
    await injectFault(VERIFY, 'slow', { delayMs: 800 })
    const page = await open('/realNameVerify', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '张三', VALID_ID)
      await submit(page).dblclick()
      await page.getByTestId('identity-verified').waitFor()
      expect(await verifyRequests()).toHaveLength(1)
    })
  })

})

describe('payment-app verification (/zfbVerified)', () => {
  it('shows a passed verification in the language of its semicolon query', async () => {
    const page = await open('/zfbVerified?certifyId=zfb-special-passed;lang=en_US', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Alipay verification').waitFor()
      const result = page.locator('[data-testid="certify-result"][data-state="passed"]')
      await result.getByText('Verified', { exact: true }).waitFor()
      await result.getByText(/\*\*明/).waitFor()
      await expectLayoutFits(page, 'certify-passed-en')
    })
  })

  it('does not hand a 401 to the host as jumpLogin', async () => {
    await injectFault('/identity/certifyResult', '401', { times: 5 })
    const page = await open('/zfbVerified?certifyId=zfb-demo-failed', { initScript: fakeHostScript('electron', { token: 'demo-token' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('认证结果查询失败，请稍后重试').waitFor()
      await page.waitForTimeout(2500)
      expect((await hostMessagesOf(page)).map((record) => record.message)).not.toContain('jumpLogin')
      expect(new URL(page.url()).pathname).toBe('/zfbVerified')
    })
  })
})

describe('bind email (/bindEmail)', () => {
  it('shows the bound email masked and changes it with the code sent', async () => {
    const page = await open('/bindEmail', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '绑定邮箱').waitFor()
      await page.getByTestId('bound-email').getByText('de***@example.com').waitFor()
      await page.locator('.bind-email__change').click()
      const form = page.getByTestId('email-form')
      await form.locator('input[name="email"]').fill('special@example.com')
      await form.locator('.bind-email__send-code').click()
      await page.locator('.toast', { hasText: '该邮箱已绑定其他账号' }).waitFor()
      await form.locator('input[name="email"]').fill('new@example.com')
      await form.locator('.bind-email__send-code').click()
      await form.locator('.bind-email__send-code', { hasText: /秒后重发/ }).waitFor()
      await expectLayoutFits(page, 'bind-email-change')
      await form.locator('input[name="code"]').fill('000000')
      await form.locator('.at-button', { hasText: '立即绑定' }).click()
      await page.locator('.toast', { hasText: '验证码错误' }).waitFor()
      expect(await form.locator('input[name="email"]').inputValue()).toBe('new@example.com')
      await form.locator('input[name="code"]').fill(await sentCode('new@example.com'))
      await form.locator('.at-button', { hasText: '立即绑定' }).click()
      await page.getByTestId('bound-email').getByText('ne***@example.com').waitFor()
      expect(await page.getByTestId('email-form').count()).toBe(0)
    })
  })

})
