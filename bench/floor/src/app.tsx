// The stack floor (issue 24): a one-page Taro app built with the project's own config (FLOOR=1,
// config/index.ts) that uses the product's chosen stack as an app does: an observer component over
// mobx state, one AES encryption with crypto-js, one taro-ui button with its stylesheet.
// `npm run size` and `npm run lighthouse` measure the project beside it; valibot, xss and
// qrcode-generator are the project's own choices and count as app code.
import type { PropsWithChildren } from 'react'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
