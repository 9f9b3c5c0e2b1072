// The framework floor: a bare one-page Taro React app built with the project's own config and
// dependencies (FLOOR=1, config/index.ts). `npm run size` and `npm run lighthouse` measure the
// project beside it, so a figure says how far the project sits above what Taro itself costs.
import type { PropsWithChildren } from 'react'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
