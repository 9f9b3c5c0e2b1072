// axe-core on the other half of the screens (accessibility.e2e.ts scans the first).
import { describeAxeScan } from './support/axe'

describeAxeScan(1, 2)
