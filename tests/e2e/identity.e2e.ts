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
// GB 11643: the published example, its check character X; the same with one digit mistyped.
const VALID_ID = '11010519491231002x'
const MISTYPED_ID = '11010519491231003X'
const HONG_KONG_PERMIT = '810000198001011236'

async function control(path: string, body: Record<string, unknown>): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

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
  it('checks the name and the ID number, check digit included, before sending anything', async () => {
    const page = await open('/realNameVerify', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '实名认证').waitFor()
      await submit(page).click()
      await page.getByText('请输入真实姓名', { exact: true }).waitFor()
      await page.getByText('请输入身份证号码', { exact: true }).waitFor()
      await expectLayoutFits(page, 'identity-form-errors')
      await fill(page, '张三', VALID_ID.slice(0, 17))
      await submit(page).click()
      await page.getByText('身份证号码应为 18 位').waitFor()
      await fill(page, '张三', MISTYPED_ID)
      await submit(page).click()
      await page.getByText('身份证号码有误，请检查是否输错').waitFor()
      expect(await verifyRequests()).toHaveLength(0)
    })
  })

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

  it('shows the special account verified', async () => {
    const page = await open('/realNameVerify', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('identity-verified').getByText('**明').waitFor()
    })
  })

  it('tells a non-mainland identity to contact support', async () => {
    const page = await open('/realNameVerify', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '陈大文', HONG_KONG_PERMIT)
      await submit(page).click()
      await page.getByTestId('id-error').getByText('非中国大陆身份请联系客服完成认证').waitFor()
      await page.locator('.real-name__support--stressed').waitFor()
      expect(await verifyRequests()).toHaveLength(0)
      await page.getByTestId('non-mainland').locator('.at-button').click()
      await page.waitForURL('**/contact')
    })
  })

  it('says "identity verification failed", then "verification cancelled", keeping what was typed', async () => {
    await control('identity', { token: 'demo-token', nextVerification: 'failed' })
    const page = await open('/realNameVerify', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '张三', VALID_ID)
      await submit(page).click()
      await page.getByTestId('identity-failure').getByText('身份认证失败').waitFor()
      await expectLayoutFits(page, 'identity-failed')
      expect(await page.locator('input[name="idNumber"]').inputValue()).toBe(VALID_ID)
      await control('identity', { token: 'demo-token', nextVerification: 'cancelled' })
      await submit(page).click()
      await page.getByTestId('identity-failure').getByText('认证已取消').waitFor()
      expect(await page.locator('input[name="realName"]').inputValue()).toBe('张三')
      await submit(page).click()
      await page.getByTestId('identity-verified').waitFor()
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

  it('retries after a dropped connection with the same request id and verifies once', async () => {
    await injectFault(VERIFY, 'drop')
    const page = await open('/realNameVerify', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '张三', VALID_ID)
      await submit(page).click()
      await page.getByTestId('identity-failure').waitFor()
      expect(await page.locator('input[name="idNumber"]').inputValue()).toBe(VALID_ID)
      await submit(page).click()
      await page.getByTestId('identity-verified').waitFor()
      const ids = (await verifyRequests()).map((request) => (request.decryptedBody as { requestId: string }).requestId)
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBe(ids[0])
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/realNameVerify')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可进行实名认证').waitFor()
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

  it('says "identity verification failed" in Traditional Chinese and "verification cancelled" in Vietnamese', async () => {
    const page = await open('/zfbVerified?certifyId=zfb-demo-failed;lang=zh_TW', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('[data-testid="certify-result"][data-state="failed"]').getByText('身分認證失敗').waitFor()
      await page.goto(`${baseUrl}/zfbVerified?certifyId=zfb-demo-cancelled;lang=vi_VN`)
      await page.locator('[data-testid="certify-result"][data-state="cancelled"]').getByText('Đã hủy xác thực', { exact: true }).waitFor()
      await expectLayoutFits(page, 'certify-cancelled-vi')
    })
  })

  it('refreshes a pending verification until the payment app has answered', async () => {
    const page = await open('/zfbVerified?certifyId=zfb-demo-pending', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('[data-testid="certify-result"][data-state="pending"]').waitFor()
      await control('identity', { token: 'demo-token', certifyId: 'zfb-demo-pending', certifyState: 'passed', name: '张三', idNumber: VALID_ID })
      await page.getByText('刷新结果').click()
      await page.locator('[data-testid="certify-result"][data-state="passed"]').getByText('认证成功').waitFor()
      await page.goto(`${baseUrl}/realNameVerify`)
      await page.getByTestId('identity-verified').waitFor()
    })
  })

  it('says the link is incomplete without a certification id', async () => {
    const page = await open('/zfbVerified?lang=zh_HK', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('連結不完整，無法查詢認證結果', { exact: false }).waitFor()
    })
  })

  it('does nothing on a 401 in a plain browser: no login, the failure with its retry', async () => {
    const page = await open('/zfbVerified?certifyId=zfb-demo-failed;lang=en_US')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('Could not check the verification result, please try again later').waitFor()
      await page.waitForTimeout(2500)
      expect(new URL(page.url()).pathname).toBe('/zfbVerified')
      expect((await mockRequests()).some((request) => request.path === '/identity/certifyResult')).toBe(true)
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

  it('binds an email to a new phone account that has none', async () => {
    const page = await open('/login')
    await keepScreenshotOnFailure(page, async () => {
      const phone = '13612345679'
      await page.locator('input[name="phone"]').fill(phone)
      await page.locator('.login__send-code').click()
      await page.locator('.login__send-code', { hasText: /秒后重发/ }).waitFor()
      await page.locator('input[name="code"]').fill(await sentCode(phone))
      await page.locator('.login__submit').click()
      await page.waitForURL('**/welfare')
      await page.goto(`${baseUrl}/bindEmail?lang=en_US`)
      await page.locator('[data-testid="email-state"][data-state="notBound"]').getByText('No email bound yet').waitFor()
      await expectLayoutFits(page, 'bind-email-not-bound-en')
      const form = page.getByTestId('email-form')
      await form.locator('.at-button', { hasText: 'Bind now' }).click()
      await form.locator('input[name="email"]').fill('first@example.com')
      await form.locator('.bind-email__send-code').click()
      await form.locator('input[name="code"]').fill(await sentCode('first@example.com'))
      await form.locator('.at-button', { hasText: 'Bind now' }).click()
      await page.getByTestId('bound-email').getByText('fi***@example.com').waitFor()
    })
  })
})
