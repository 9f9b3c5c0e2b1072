// H5 has neither WeChat's privacy consent nor its update manager: the hosts and browsers update
// the pages themselves, and the apps ask for consent in their own way.
import type { PrivacyConsentRequest, UpdatePrompt } from './types'

export function listenForPrivacyConsent(_ask: (request: PrivacyConsentRequest) => void): void {}

export function openPrivacyGuide(): Promise<boolean> {
  return Promise.resolve(false)
}

export function isPrivacyRefusal(_error: unknown): boolean {
  return false
}

export function offerUpdates(_prompt: () => UpdatePrompt): void {}

export function labelTabBar(_labels: readonly string[]): void {}
