// The Chromium that measures and tests the H5 build: Debian's, headless, never leaving the machine.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

// Without the background-networking flags Chromium keeps dialling out (TOOLCHAIN.md). Even with
// them it still looks up accounts.google.com, clients2.google.com and update.googleapis.com: the
// resolver rules answer every name but the local server's with "not found", so nothing leaves.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

module.exports = { CHROMIUM_PATH, CHROMIUM_FLAGS }
