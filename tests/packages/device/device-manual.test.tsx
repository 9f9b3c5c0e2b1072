import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchDeviceManual, type DeviceManual } from '@/api/devices'
import type { ManualKind } from '@/lib/devices'
import DeviceManualPage from '@/packages/device/device-manual'
import { HttpError } from '@/services/http/errors'
import { deferred } from '../../support/deferred'
import { installFakeAndroidHost, removeFakeHosts } from '../../support/fake-hosts'
import { findBySentence, keptWhole } from '../../support/dates'
import { renderWithStores, resetAppStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'


jest.mock('@/api/devices', () => ({ fetchDeviceManual: jest.fn() }))

const mockedFetch = jest.mocked(fetchDeviceManual)

function manual(kind: ManualKind, title = `${kind} 说明`): DeviceManual {
  return {
    kind,
    title,
    updatedAt: Date.UTC(2026, 8, 1, 2),
    steps: [
      { title: '接通电源', text: '接上电源和网线。' },
      { title: '绑定', text: '在应用中扫码绑定。' },
    ],
  }
}

function currentKind(container: HTMLElement): string | null | undefined {
  return container.querySelector('[data-current="true"]')?.getAttribute('data-kind')
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  window.history.replaceState(null, '', '/deviceManual')
  mockedFetch.mockReset().mockImplementation(async (kind) => manual(kind))
})

afterEach(() => removeFakeHosts())

describe('device manual page', () => {
  test('shows the box’s numbered steps to a visitor in a plain browser', async () => {
    const { container } = renderWithStores(<DeviceManualPage />, { session: startedSession() })
    expect(await screen.findByText('box 说明')).toBeTruthy()
    expect(mockedFetch).toHaveBeenCalledWith('box')
    expect(currentKind(container)).toBe('box')
    expect(screen.getByText('第 1 步')).toBeTruthy()
    expect(screen.getByText('第 2 步')).toBeTruthy()
    expect(screen.getByText('在应用中扫码绑定。')).toBeTruthy()
  })

  test('opens the manual the query names', async () => {
    window.history.replaceState(null, '', '/deviceManual?kind=router')
    const { container } = renderWithStores(<DeviceManualPage />, { session: startedSession() })
    await screen.findByText('router 说明')
    expect(currentKind(container)).toBe('router')
  })

  test('opens this platform’s manual in the Android app', async () => {
    installFakeAndroidHost({ token: 'demo-token' })
    renderWithStores(<DeviceManualPage />, { session: startedSession() })
    expect(await screen.findByText('android 说明')).toBeTruthy()
  })

  test('ignores a query naming no device type', async () => {
    window.history.replaceState(null, '', '/deviceManual?kind=toaster')
    renderWithStores(<DeviceManualPage />, { session: startedSession() })
    expect(await screen.findByText('box 说明')).toBeTruthy()
  })

  test('reads another type’s manual when its chip is tapped', async () => {
    const { container } = renderWithStores(<DeviceManualPage />, { session: startedSession() })
    await screen.findByText('box 说明')
    fireEvent.click(screen.getByText('Mac'))
    expect(await screen.findByText('mac 说明')).toBeTruthy()
    expect(currentKind(container)).toBe('mac')
  })

  test('shows the newest choice when an older answer arrives late', async () => {
    const late = deferred<DeviceManual>()
    mockedFetch.mockImplementation((kind) => (kind === 'box' ? late.promise : Promise.resolve(manual(kind))))
    renderWithStores(<DeviceManualPage />, { session: startedSession() })
    fireEvent.click(await screen.findByText('路由器'))
    await screen.findByText('router 说明')
    await act(async () => late.resolve(manual('box')))
    expect(screen.queryByText('box 说明')).toBeNull()
    expect(screen.getByText('router 说明')).toBeTruthy()
  })

  test('shows the failure with a retry that works', async () => {
    mockedFetch.mockRejectedValueOnce(new HttpError('network', 'Network Error'))
    renderWithStores(<DeviceManualPage />, { session: startedSession() })
    expect(await screen.findByText('说明书加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('box 说明')).toBeTruthy()
  })

  test('says when a manual has no steps', async () => {
    mockedFetch.mockResolvedValue({ ...manual('box'), steps: [] })
    renderWithStores(<DeviceManualPage />, { session: startedSession() })
    expect(await screen.findByText('暂无该设备的说明')).toBeTruthy()
  })

  test('reads the manual again when the language changes', async () => {
    const translation = translationIn('zh_CN')
    renderWithStores(<DeviceManualPage />, { session: startedSession(), translation })
    await screen.findByText('box 说明')
    mockedFetch.mockResolvedValue(manual('box', 'Box guide'))
    await act(async () => {
      await translation.chooseLanguage('en_US')
    })
    await waitFor(() => expect(screen.getByText('Box guide')).toBeTruthy())
    expect(screen.getByText('Step 1')).toBeTruthy()
  })
})

describe('the manual’s date in China time', () => {
  test('shows an update at 20:00 UTC on 31 August as 1 September', async () => {
    mockedFetch.mockResolvedValue({ ...manual('box'), updatedAt: Date.UTC(2026, 7, 31, 20) })
    renderWithStores(<DeviceManualPage />, { session: startedSession() })
    expect(await findBySentence('更新于 2026-09-01')).toBeTruthy()
  })

  test('keeps the update date on one line', async () => {
    mockedFetch.mockResolvedValue({ ...manual('box'), updatedAt: Date.UTC(2026, 7, 31, 20) })
    renderWithStores(<DeviceManualPage />, { session: startedSession() })
    expect(keptWhole(await findBySentence('更新于 2026-09-01'))).toEqual(['2026-09-01'])
  })
})
