import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'help', 'en_US'> = {
  'help.title': 'Help centre',
  'help.group.speedUp': 'Speed up',
  'help.group.recharge': 'Recharge',
  'help.group.other': 'Other',
  'help.group.membership': 'Membership',
  'help.searchPlaceholder': 'Search questions',
  'help.searchAction': 'Search',
  'help.searchResults': 'Results for “{keyword}”',
  'help.searchEmpty': 'No questions found for “{keyword}”',
  'help.groupEmpty': 'No questions in this group yet',
  'help.refundQuestion': 'How do I get a refund or cancel auto-renewal?',
  'help.refundHint': 'Refunds within {refundDays} days of purchase; auto-renewal can be cancelled at any time',
  'help.moreHelp': 'Did not find an answer?',
  'help.contactSupport': 'Contact technical support',
  'help.detailsTitle': 'Question details',
  'help.invalidQuestion': 'This question link is invalid. Please go back to the help centre and choose again',
  'help.questionMissing': 'This question does not exist or has been removed',
  'help.backToHelp': 'Back to the help centre',
  'help.stillNeedHelp': 'Still need help?',
}
