import { adviseUpdate, downloadLinkFor, rateLinkFor, type UpdateClient } from '@/lib/update-check'

const LINKS = {
  iosStoreLink: 'https://apps.apple.com/app/id1500000000',
  androidPackageLink: 'https://www.speedup.example/download/speedup-android.apk',
  officialSite: 'https://www.speedup.example',
}

const NONE: UpdateClient = { isIOS: false, isAndroid: false, isPcApp: false, isMacApp: false, isInApp: false }
const IOS_APP: UpdateClient = { ...NONE, isIOS: true, isInApp: true }
const ANDROID_APP: UpdateClient = { ...NONE, isAndroid: true, isInApp: true }
const PC_APP: UpdateClient = { ...NONE, isPcApp: true, isInApp: true }
const MAC_APP: UpdateClient = { ...NONE, isMacApp: true, isInApp: true }
const IPHONE_BROWSER: UpdateClient = { ...NONE, isIOS: true }

describe('adviseUpdate', () => {
  test('tells an iOS app older than the latest version to upgrade from the App Store', () => {
    expect(adviseUpdate(IOS_APP, '3.20.0', '3.31.0', LINKS)).toEqual({
      status: 'upgrade',
      currentVersion: '3.20.0',
      latestVersion: '3.31.0',
      downloadLink: LINKS.iosStoreLink,
    })
  })

  test('tells an old Android app to upgrade through the Android package link', () => {
    expect(adviseUpdate(ANDROID_APP, '3.25.2', '3.31.2', LINKS)).toMatchObject({
      status: 'upgrade',
      downloadLink: LINKS.androidPackageLink,
    })
  })

  test('sends an old PC app to the official site', () => {
    expect(adviseUpdate(PC_APP, '3.1.0', '3.2.0', LINKS)).toMatchObject({ status: 'upgrade', downloadLink: LINKS.officialSite })
  })

  test('sends an old Mac app to the official site even though Macs are WebKit', () => {
    expect(adviseUpdate({ ...MAC_APP, isIOS: true }, '3.0.7', '3.1.5', LINKS)).toMatchObject({
      status: 'upgrade',
      downloadLink: LINKS.officialSite,
    })
  })

  test('says an app on the latest version is up to date', () => {
    expect(adviseUpdate(IOS_APP, '3.31.0', '3.31.0', LINKS)).toEqual({
      status: 'up-to-date',
      currentVersion: '3.31.0',
      latestVersion: '3.31.0',
    })
  })

  test('says an app newer than the server knows is up to date', () => {
    expect(adviseUpdate(ANDROID_APP, '3.32.0', '3.31.2', LINKS).status).toBe('up-to-date')
  })

  test('compares the parts as numbers, so 3.10.0 is newer than 3.9.9', () => {
    expect(adviseUpdate(IOS_APP, '3.10.0', '3.9.9', LINKS).status).toBe('up-to-date')
  })

  test('compares only three parts, so a fourth build number does not count', () => {
    expect(adviseUpdate(IOS_APP, '3.31.0.7', '3.31.0', LINKS).status).toBe('up-to-date')
  })

  test('tells an app one patch behind to upgrade', () => {
    expect(adviseUpdate(ANDROID_APP, '3.31.1', '3.31.2', LINKS).status).toBe('upgrade')
  })

  test('tells an app that reported no version to upgrade (spec 5: a missing version yields false)', () => {
    expect(adviseUpdate(IOS_APP, undefined, '3.31.0', LINKS)).toEqual({
      status: 'upgrade',
      currentVersion: '',
      latestVersion: '3.31.0',
      downloadLink: LINKS.iosStoreLink,
    })
  })

  test('treats an empty or blank reported version as missing', () => {
    expect(adviseUpdate(IOS_APP, '  ', '3.31.0', LINKS)).toMatchObject({ status: 'upgrade', currentVersion: '' })
  })

  test('trims the reported version before showing it', () => {
    expect(adviseUpdate(IOS_APP, ' 3.31.0 ', '3.31.0', LINKS)).toMatchObject({ status: 'up-to-date', currentVersion: '3.31.0' })
  })

  test('tells a plain browser that updates apply to the app, whatever the version', () => {
    expect(adviseUpdate(NONE, '', '3.31.0', LINKS)).toEqual({ status: 'not-app', latestVersion: '3.31.0' })
  })

  test('tells a browser on an iPhone that updates apply to the app too', () => {
    expect(adviseUpdate(IPHONE_BROWSER, undefined, '3.31.0', LINKS).status).toBe('not-app')
  })
})

describe('downloadLinkFor', () => {
  test.each([
    ['an iOS app', IOS_APP, LINKS.iosStoreLink],
    ['an Android app', ANDROID_APP, LINKS.androidPackageLink],
    ['a PC app', PC_APP, LINKS.officialSite],
    ['a Mac app', MAC_APP, LINKS.officialSite],
    ['any other client', NONE, LINKS.officialSite],
  ])('gives %s its download link', (_name, client, link) => {
    expect(downloadLinkFor(client, LINKS)).toBe(link)
  })
})

describe('rateLinkFor', () => {
  test('rates on iOS in the App Store', () => {
    expect(rateLinkFor(IOS_APP, LINKS)).toBe(LINKS.iosStoreLink)
  })

  test('rates on Android through the Android package link', () => {
    expect(rateLinkFor(ANDROID_APP, LINKS)).toBe(LINKS.androidPackageLink)
  })

  test('has no store to rate in on the desktop apps', () => {
    expect([rateLinkFor(PC_APP, LINKS), rateLinkFor(MAC_APP, LINKS)]).toEqual([undefined, undefined])
  })

  test('has no store to rate in on a desktop browser', () => {
    expect(rateLinkFor(NONE, LINKS)).toBeUndefined()
  })
})
