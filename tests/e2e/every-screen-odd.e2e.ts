// Every screen, the odd places of the route table (tests/e2e/support/every-screen.ts).
import { describeEveryScreen } from './support/every-screen'

describeEveryScreen(1, 2)
