import type { AreaCatalog } from '../types'

export const texts: AreaCatalog<'redirect', 'en_US'> = {
  'redirect.title': 'Redirecting',
  'redirect.redirecting': 'Taking you there…',
  'redirect.opened': 'The page has been opened',
  'redirect.openAgain': 'Open again',
  'redirect.cannotOpen': 'This page cannot be opened in this client',
  'redirect.refused.missingKind': 'The link does not say how to open it, so it was not followed',
  'redirect.refused.unknownKind': 'The link type is not recognised, so it was not followed',
  'redirect.refused.missingTarget': 'The link has no address, so it was not followed',
  'redirect.refused.unparsableTarget': 'The link address is not valid, so it was not followed',
  'redirect.refused.unsafeTarget': 'For your safety, this address is not on the list of allowed sites and was not opened',
}
