import { environment } from '@/config'
import { SessionStore } from './session'
import { UiStore } from './ui'

// The app-wide session and UI state; the request client and notices read them outside React.
export const session = new SessionStore(environment.host)
export const ui = new UiStore()
