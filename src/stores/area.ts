import { reaction } from 'mobx'
import { useStores, type Stores } from './index'

/** What every area store can do: forget the signed-in user's data. */
export interface AreaStore {
  clear(): void
}

/**
 * An area's store (shop, lottery, devices ...), made the first time one of the area's pages asks for
 * it, not in the app's root stores: only the area's pages import the module, so its code and its API
 * calls ship with the area's subpackage (weapp) and chunk (H5), never in the main package or the
 * entry (the size budgets of `npm run size`). `create` receives the app's stores (session, coins,
 * ui ...). Like the root stores, it forgets its data when the user logs in or out.
 *
 *   export const useShopStore = defineAreaStore((shell) => new ShopStore(shopApi, shell.coins))
 */
export function defineAreaStore<Store extends AreaStore>(create: (shell: Stores) => Store): AreaStoreHook<Store> {
  // One per set of app stores: the app has one; each rendered test screen has its own.
  const made = new WeakMap<Stores, Store>()
  function storeOf(shell: Stores): Store {
    let store = made.get(shell)
    if (!store) {
      const created = create(shell)
      reaction(
        () => shell.session.token,
        () => created.clear(),
      )
      made.set(shell, created)
      store = created
    }
    return store
  }
  return Object.assign(() => storeOf(useStores()), { of: storeOf })
}

/** An area store's hook; `of(shell)` reaches the same store outside a component (another area's store). */
export type AreaStoreHook<Store> = (() => Store) & { of(shell: Stores): Store }
