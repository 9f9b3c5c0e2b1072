// The update check of the About screen (spec 2, 6): old clients are told to upgrade.
import { isVersionAtLeast } from './version'

/** The parts of the adapter's client info the check reads. */
export interface UpdateClient {
  isIOS: boolean
  isAndroid: boolean
  isPcApp: boolean
  isMacApp: boolean
  /** a native host answers: only then does the page have an app version */
  isInApp: boolean
}

/** Spec 3: the environment's store links and official site. */
export interface StoreLinks {
  iosStoreLink: string
  androidPackageLink: string
  officialSite: string
}

export type UpdateAdvice =
  /** a browser or mini program: there is no app here to update */
  | { status: 'not-app'; latestVersion: string }
  | { status: 'up-to-date'; currentVersion: string; latestVersion: string }
  /** currentVersion is '' when the host did not say which version it is */
  | { status: 'upgrade'; currentVersion: string; latestVersion: string; downloadLink: string }

/** Spec 2 (rate): the store page of a phone's app store; desktops and others have none. */
export function rateLinkFor(client: UpdateClient, links: StoreLinks): string | undefined {
  if (client.isPcApp || client.isMacApp) return undefined
  if (client.isIOS) return links.iosStoreLink
  if (client.isAndroid) return links.androidPackageLink
  return undefined
}

/** Where this client gets the app: its phone's store, else (the desktop apps, others) the official site. */
export function downloadLinkFor(client: UpdateClient, links: StoreLinks): string {
  return rateLinkFor(client, links) ?? links.officialSite
}

/**
 * What to tell the user given the app version the host reported and the latest one the server
 * knows. Spec 5: versions compare by three parts and a missing version yields false, so an app
 * that did not report its version is told to upgrade.
 */
export function adviseUpdate(
  client: UpdateClient,
  currentVersion: string | undefined,
  latestVersion: string,
  links: StoreLinks,
): UpdateAdvice {
  if (!client.isInApp) return { status: 'not-app', latestVersion }
  const current = currentVersion?.trim() ?? ''
  if (isVersionAtLeast(current, latestVersion)) return { status: 'up-to-date', currentVersion: current, latestVersion }
  return { status: 'upgrade', currentVersion: current, latestVersion, downloadLink: downloadLinkFor(client, links) }
}
