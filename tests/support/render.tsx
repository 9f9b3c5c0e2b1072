// Renders a screen inside the app's store context, as src/app.tsx does.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { connectServices } from '@/app-start'
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n'
import { tokenStore } from '@/platform'
import { StoreContext, stores as appStores, type Stores } from '@/stores'
import { TranslationStore } from '@/stores/language'
import { SessionStore } from '@/stores/session'

// As src/app.tsx does: the request client, notify() and analytics read the app's own stores.
connectServices(appStores)

export interface StoreRenderResult extends RenderResult {
  /** the stores the screen was given */
  stores: Stores
}

/**
 * `stores` replaces some of the app's stores for this render; the others are the app's own
 * singletons, which the request client and `notify()` write to (so a screen's toast shows).
 */
export function renderWithStores(
  ui: ReactElement,
  stores: Partial<Stores> = {},
  options: Omit<RenderOptions, 'wrapper'> = {},
): StoreRenderResult {
  const value: Stores = { ...appStores, ...stores }
  function StoreWrapper({ children }: { children: ReactNode }) {
    return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>
  }
  return { ...render(ui, { ...options, wrapper: StoreWrapper }), stores: value }
}

/** Puts the app's singleton stores back as a fresh page finds them after start-up: Chinese, no toast, signed out. */
export function resetAppStores(): void {
  const { session, translation, ui } = appStores
  translation.setLanguage(DEFAULT_LANGUAGE)
  tokenStore.clear()
  session.setToken(undefined)
  session.markReady()
  if (ui.toast) ui.dismissToast(ui.toast.id)
}

/** A session as pages meet it: start-up done (spec 4), so definePage shows the page itself. */
export function startedSession(apiHost = '/api'): SessionStore {
  const session = new SessionStore(apiHost)
  session.markReady()
  return session
}


/** The texts of a screen rendered in `language` (every catalog is loaded in tests). */
export function translationIn(language: Language): TranslationStore {
  const translation = new TranslationStore()
  translation.setLanguage(language)
  return translation
}
