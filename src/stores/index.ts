import { createContext, useContext } from 'react'
import { listProtocolTutorials } from '@/api/agreements'
import { platformType } from '@/platform'
import { AgreementStore } from './agreements'
import { session, ui } from './root'
import type { SessionStore } from './session'
import type { UiStore } from './ui'

export { AgreementStore }
export type { SessionStore, UiStore }
export type { UserInfo, ReviewFlags } from './session'

export interface Stores {
  session: SessionStore
  ui: UiStore
  agreements: AgreementStore
}

export const stores: Stores = {
  session,
  ui,
  agreements: new AgreementStore((fields) => listProtocolTutorials(platformType(), fields)),
}

export const StoreContext = createContext<Stores>(stores)

export function useStores(): Stores {
  return useContext(StoreContext)
}

/** The translator of the current language; components using it must be observers. */
export function useT(): SessionStore['t'] {
  return useStores().session.t
}
