import { environment, knownApiHosts } from '@/config'
import { loadAsBuild } from '../support/build-environment'

const configOf = (name: AppEnvironmentName) => loadAsBuild(name, () => jest.requireActual<typeof import('@/config')>('@/config'))

describe('the environment of the build', () => {
  it('is the mock environment under Jest', () => {
    expect(environment).toMatchObject({ name: 'mock', host: '/api' })
  })

  it('is the production environment in a production build', () => {
    expect(configOf('prod').environment).toMatchObject({ name: 'prod', host: 'https://api.speedup.example' })
  })
})

describe('API hosts switchEnv accepts', () => {
  it('are the production and second-brand hosts in a production build', () => {
    expect(configOf('prod').knownApiHosts).toEqual(['https://api.speedup.example', 'https://api.quickline.example'])
  })

  it('are the test hosts only in a test build', () => {
    expect(configOf('test').knownApiHosts).toEqual(['https://test-api.speedup.example', 'https://test-api.quickline.example'])
  })

  it('are the plain-http local host in a local build', () => {
    expect(configOf('local').knownApiHosts).toEqual(['http://127.0.0.1:10086/api'])
  })

  it('are the same-origin /api in the mock build', () => {
    expect(knownApiHosts).toEqual(['/api'])
  })
})
