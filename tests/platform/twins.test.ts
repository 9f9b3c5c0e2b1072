// The build picks x.weapp.ts over x.ts; both must offer the same exports (twins.ts checks the types).
const TWINS = ['bridge', 'clipboard', 'detect', 'failure-report', 'failures', 'globals', 'language', 'layout', 'location', 'navigation', 'network', 'page', 'random', 'storage', 'token']

test.each(TWINS)('%s.weapp.ts exports the same names as its H5 twin', (name) => {
  const h5 = Object.keys(jest.requireActual<object>(`@/platform/${name}`)).sort()
  const weapp = Object.keys(jest.requireActual<object>(`@/platform/${name}.weapp`)).sort()
  expect(weapp).toEqual(h5)
})
