/** @jest-environment node */
import { createHash } from 'crypto'
import { imageOriginsOf } from '@/lib/item-image'
import { contentSecurityPolicy, inlineScriptHashes, REFERRER_POLICY, withSecurityPolicies } from '../../config/content-security'
import sites from '../../src/config/sites.json'

const PRODUCTION = { apiHosts: ['https://api.speedup.example/v1', 'https://api.quickline.example'], httpsOnly: true }
const MOCK = { apiHosts: ['/api', '/api'], httpsOnly: false }

const BUILT_HTML =
  '<!doctype html><html><head><meta content="text/html; charset=utf-8" http-equiv="Content-Type"><title></title><script>!function(w){w.x=1}(window)</script>' +
  '<script defer="defer" src="/js/app.123456.js"></script></head><body></body></html>'

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `))
  return found ? found.split(' ').slice(1) : []
}

describe('content security policy', () => {
  it('lets scripts come from the page’s own origin and the inline scripts by their hash only', () => {
    const hash = createHash('sha256').update('!function(w){w.x=1}(window)').digest('base64')
    expect(inlineScriptHashes(BUILT_HTML)).toEqual([hash])
    expect(directive(contentSecurityPolicy(PRODUCTION, [hash]), 'script-src')).toEqual(["'self'", `'sha256-${hash}'`])
  })

  it('lets requests go to the page’s origin and the build’s API hosts only', () => {
    expect(directive(contentSecurityPolicy(PRODUCTION, []), 'connect-src')).toEqual([
      "'self'",
      'https://api.speedup.example',
      'https://api.quickline.example',
    ])
  })

  it('names no other host for a build whose API is on the page’s origin', () => {
    expect(directive(contentSecurityPolicy(MOCK, []), 'connect-src')).toEqual(["'self'"])
  })

  it('lets pictures come from the page’s origin, data, blobs, the image CDN and the build’s API hosts only', () => {
    expect(directive(contentSecurityPolicy(PRODUCTION, []), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.speedup.example',
      'https://api.speedup.example',
      'https://api.quickline.example',
    ])
  })

  it('names no API host for pictures for a build whose API is on the page’s origin', () => {
    expect(directive(contentSecurityPolicy(MOCK, []), 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.speedup.example'])
  })

  it('names for pictures exactly the origins whose absolute pictures the client keeps (src/lib/item-image.ts)', () => {
    const hosts = directive(contentSecurityPolicy(PRODUCTION, []), 'img-src').filter((source) => /^https?:/.test(source))
    expect(hosts).toEqual(imageOriginsOf([sites.siteLinks.imageCdn, ...PRODUCTION.apiHosts]))
  })

  it('frames only the allowed sites, over https in production', () => {
    const frames = directive(contentSecurityPolicy(PRODUCTION, []), 'frame-src')
    expect(frames).toContain('https://www.speedup.example')
    expect(frames.every((origin) => origin.startsWith('https://'))).toBe(true)
  })

  it('allows no plugin and no other base address', () => {
    const policy = contentSecurityPolicy(PRODUCTION, [])
    expect([directive(policy, 'object-src'), directive(policy, 'base-uri')]).toEqual([["'none'"], ["'self'"]])
  })

  it('puts both policies in the head after the charset and before its first script', () => {
    const html = withSecurityPolicies(BUILT_HTML, PRODUCTION)
    const policyAt = html.indexOf('http-equiv="Content-Security-Policy"')
    expect(policyAt).toBeGreaterThan(html.indexOf('charset=utf-8'))
    expect(policyAt).toBeLessThan(html.indexOf('<script'))
    expect(html).toContain(`<meta name="referrer" content="${REFERRER_POLICY}">`)
  })
})
