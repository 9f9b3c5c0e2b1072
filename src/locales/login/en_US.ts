import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'login', 'en_US'> = {
  'login.title': 'Log in',
  'login.byPhone': 'Phone',
  'login.byEmail': 'Email',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Enter your password',
  'login.submit': 'Log in',
  'login.success': 'Logged in',
  'login.failed': 'Login failed, please try again later',
  'login.agreementNotice': 'By logging in you agree to:',
  'login.wechat': 'Log in with WeChat',
  'login.wechatFailed': 'WeChat login failed, please try again',
  'login.linkHint': 'First WeChat login: link your phone number. A registered number logs in to its account, membership and coins unchanged.',
  'login.linkWechatPhone': 'Use my WeChat phone number',
  'login.linkByCode': 'Or link with your phone number and a code',
  'login.linkSubmit': 'Link and log in',
  'login.phoneRefused': 'No WeChat phone number shared: link with a code instead',
  'login.linkExpired': 'Linking timed out, please log in with WeChat again',
  'login.linkedTo': 'WeChat linked to account {phone}',
}
