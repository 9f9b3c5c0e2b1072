// The framework floor plus the libraries this project chose for every page (mobx, mobx-react-lite,
// crypto-js's AES, valibot), each used once: what any page of this stack costs before its own code.
// `npm run size` prints it beside the bare floor (bench/floor), so a budget can be read against both.
// Taro compiles only its source root, so this app is written out rather than imported from the floor.
import type { PropsWithChildren } from 'react'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
