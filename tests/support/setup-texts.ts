// Page and component tests render at once, as after start-up: every catalog is loaded up front.
// Tests of the loading itself give their session a fresh TextStore.
import { loadAllTexts } from './texts'

loadAllTexts()
