import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'blacklist', 'en_US'> = {
  'blacklist.title': 'Account restricted',
  'blacklist.heading': 'Your account is at risk',
  'blacklist.text': 'We detected unusual activity on your account. It has been blacklisted or marked as a risky account.',
  'blacklist.limitsTitle': 'For now you cannot',
  'blacklist.limit.welfare': 'Join welfare tasks (sign-in, inviting friends, sharing screenshots and more)',
  'blacklist.limit.redeem': 'Redeem codes for membership',
  'blacklist.appeal': 'If you have questions, appeal by email to {email}',
  'blacklist.appealTip': 'Please include your account (phone number or email) and a description of the situation; we will check it and reply as soon as we can.',
  'blacklist.emailLabel': 'Appeal email',
  'blacklist.copyEmail': 'Copy email',
}
