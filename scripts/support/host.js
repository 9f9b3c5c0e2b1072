// Serves an H5 build with the mock API, compressed as a CDN serves it, for `npm run size` and
// `npm run lighthouse`.
// The mock is TypeScript: tsx's require hook loads it (and the client rules it imports).
require('tsx/cjs')
const { createMockServer } = require('../../mock/app')

/** Serves `staticDir` and the mock API on a free port of 127.0.0.1. */
async function serveBuild(staticDir, { demoLogin = false } = {}) {
  const server = createMockServer({ staticDir, demoLogin })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

module.exports = { serveBuild }
