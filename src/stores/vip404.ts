import { makeAutoObservable } from 'mobx'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { defineAreaStore } from './area'

/** The membership a feature needs (spec 3: VIP or super VIP time). */
export type NeededVip = 'vip' | 'superVip'

/**
 * Spec 3 client state `vip404`: the VIP the feature that sent the user to /vip404 needs. Set by the
 * sender, read by /vip404; empty when the page was opened directly. Forgotten at login and logout.
 */
export class Vip404Store {
  needed: NeededVip | null = null

  constructor() {
    makeAutoObservable(this)
  }

  set(needed: NeededVip): void {
    this.needed = needed
  }

  clear(): void {
    this.needed = null
  }
}

export const useVip404Store = defineAreaStore(() => new Vip404Store())

/** How a feature sends a user without the VIP it needs to /vip404: the flag first, then the page. */
export function useSendToVip404(): (needed: NeededVip) => Promise<void> {
  const flag = useVip404Store()
  return (needed) => {
    flag.set(needed)
    return navigateTo(PATH.vip404)
  }
}
