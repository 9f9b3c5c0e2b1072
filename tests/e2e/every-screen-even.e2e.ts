// Every screen, the even places of the route table (tests/e2e/support/every-screen.ts).
import { describeEveryScreen } from './support/every-screen'

describeEveryScreen(0, 2)
