import { bindEmail, fetchBoundEmail, fetchCertifyResult, fetchIdentityStatus, sendEmailCode, verifyIdentity } from '@/api/identity'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

const VERIFIED = { verified: true, name: '*三', idNumber: `1${'*'.repeat(16)}X`, verifiedAt: 1_700_000_000_000 }

describe('fetchIdentityStatus', () => {
  it('gets /identity/status and reads it', async () => {
    answerWith({ code: 200, data: VERIFIED })
    await expect(fetchIdentityStatus()).resolves.toEqual(VERIFIED)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/identity/status'])
  })

  it('reads an unverified status without its name and number', async () => {
    answerWith({ code: 200, data: { verified: 0 } })
    await expect(fetchIdentityStatus()).resolves.toEqual({ verified: false, name: '', idNumber: '', verifiedAt: 0 })
  })

  it('rejects a whole ID number where only a masked one belongs', async () => {
    answerWith({ code: 200, data: { ...VERIFIED, idNumber: '11010519491231002X' } })
    await expect(fetchIdentityStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('verifyIdentity', () => {
  it('posts the name, the number and the request id', async () => {
    answerWith({ code: 200, data: VERIFIED })
    await verifyIdentity({ name: '张三', idNumber: '11010519491231002X', requestId: 'a'.repeat(32) })
    expect([lastRequest().url, sentBody()]).toEqual([
      '/api/identity/verify',
      { name: '张三', idNumber: '11010519491231002X', requestId: 'a'.repeat(32) },
    ])
  })

  it('rejects with the server’s refusal', async () => {
    answerWith({ code: 10501, msg: '认证已取消' })
    await expect(verifyIdentity({ name: '张三', idNumber: '11010519491231002X', requestId: 'a'.repeat(32) })).rejects.toEqual(
      new Refusal(10501, '认证已取消'),
    )
  })
})

describe('fetchCertifyResult', () => {
  it('asks with the certification id and reads the state', async () => {
    answerWith({ code: 200, data: { state: 'cancelled', finishedAt: 5 } })
    await expect(fetchCertifyResult('zfb-demo-cancelled')).resolves.toEqual({ state: 'cancelled', name: '', finishedAt: 5 })
    expect(lastRequest().url).toBe('/api/identity/certifyResult?certifyId=zfb-demo-cancelled')
  })

  it('rejects a state this client does not know', async () => {
    answerWith({ code: 200, data: { state: 'expired' } })
    await expect(fetchCertifyResult('zfb-demo-cancelled')).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('the bound email', () => {
  it('reads no email as empty', async () => {
    answerWith({ code: 200, data: {} })
    await expect(fetchBoundEmail()).resolves.toEqual({ email: '' })
  })

  it('rejects an email that is not masked', async () => {
    answerWith({ code: 200, data: { email: 'demo@example.com' } })
    await expect(fetchBoundEmail()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('sends the code to the email', async () => {
    answerWith({ code: 200 })
    await sendEmailCode('email', 'new@example.com')
    expect([lastRequest().url, sentBody()]).toEqual(['/api/account/email/code', { kind: 'email', value: 'new@example.com' }])
  })

  it('binds with the code and reads the masked email', async () => {
    answerWith({ code: 200, data: { email: 'ne***@example.com' } })
    await expect(bindEmail('email', 'new@example.com', '123456')).resolves.toEqual({ email: 'ne***@example.com' })
    expect(sentBody()).toEqual({ kind: 'email', value: 'new@example.com', code: '123456' })
  })
})
