// Other builds than the mock one, for unit tests: src modules loaded with the APP_ENVIRONMENT that
// config/environment.ts resolves for that build (Jest itself runs as the mock build).
import { resolveBuildEnvironment } from '../../config/environment'

/** A key in the form a real environment's key has; no environment uses it. */
export const TEST_BUILD_KEY = '909e8f58b93642769f503c3c1e38f0d00fc5aff0960a20078c346f48f450e7b5'

type BuildGlobals = { APP_ENVIRONMENT: AppEnvironment }

/** Runs `load` on a fresh module registry as the `name` build would (its key: TEST_BUILD_KEY). */
export function loadAsBuild<T>(name: AppEnvironmentName, load: () => T): T {
  const key = name === 'local' || name === 'mock' ? undefined : TEST_BUILD_KEY
  const globals = globalThis as unknown as BuildGlobals
  const mockBuild = globals.APP_ENVIRONMENT
  globals.APP_ENVIRONMENT = resolveBuildEnvironment(name, key)
  try {
    let loaded: { value: T } | undefined
    jest.isolateModules(() => {
      loaded = { value: load() }
    })
    if (!loaded) throw new Error('isolateModules did not run')
    return loaded.value
  } finally {
    globals.APP_ENVIRONMENT = mockBuild
  }
}
