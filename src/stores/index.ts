import { reaction } from 'mobx'
import { createContext, useContext } from 'react'
import { listProtocolTutorials } from '@/api/agreements'
import { storedAnswer } from '@/api/shape'
import { fetchWelfareSummary, welfareSummary } from '@/api/welfare'
import { environment } from '@/config'
import type { AreaKey, MessageKey, PageAreaName, ShellKey } from '@/locales'
import { platformType } from '@/platform'
import { AgreementStore } from './agreements'
import { CoinStore } from './coins'
import { TranslationStore, type Translate } from './language'
import { forgetLastKnownOfOthers, lastKnown } from './last-known'
import { NetworkStore } from './network'
import { SessionStore } from './session'
import { UiStore } from './ui'

export { AgreementStore, CoinStore }
export type { NetworkStore, SessionStore, TranslationStore, UiStore }
export type { Translate } from './language'
export type { ReviewFlags } from './session'
export { TextStore } from './texts'

export interface Stores {
  session: SessionStore
  translation: TranslationStore
  ui: UiStore
  network: NetworkStore
  agreements: AgreementStore
  coins: CoinStore
}

const session = new SessionStore(environment.host)
const ui = new UiStore()
const coins = new CoinStore(fetchWelfareSummary, lastKnown('coins', () => session.token, storedAnswer(welfareSummary)))

export const stores: Stores = {
  session,
  translation: new TranslationStore(),
  ui,
  network: new NetworkStore(),
  agreements: new AgreementStore((fields) => listProtocolTutorials(platformType(), fields)),
  coins,
}

// Another user's coins and records must never show after a login or logout, nor stay kept (the
// areas' stores forget theirs themselves, src/stores/area.ts).
reaction(
  () => session.token,
  (token) => {
    stores.coins.clear()
    forgetLastKnownOfOthers(token)
  },
)

export const StoreContext = createContext<Stores>(stores)

export function useStores(): Stores {
  return useContext(StoreContext)
}

/**
 * The translator of the current language; components using it must be observers. Without an
 * area it knows the shell's keys; `useT<'shop'>()` also that area's: the page showing the
 * component loads that area (definePage), so a component names the area whose texts it needs.
 */
export function useT(): Translate<ShellKey>
export function useT<Area extends PageAreaName>(): Translate<ShellKey | AreaKey<Area>>
export function useT(): Translate<MessageKey> {
  return useStores().translation.t
}
