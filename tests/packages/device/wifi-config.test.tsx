import { fireEvent, screen } from '@testing-library/react'
import { fetchWifiSettings, saveWifiSettings, type WifiSettings } from '@/api/devices'
import WifiConfigPage from '@/packages/device/wifi-config'
import { keptWhole } from '../../support/dates'
import { renderWithStores, resetAppStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/api/devices', () => ({
  ...jest.requireActual<typeof import('@/api/devices')>('@/api/devices'),
  fetchWifiSettings: jest.fn(),
  saveWifiSettings: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchWifiSettings)
const mockedSave = jest.mocked(saveWifiSettings)

const WIFI: WifiSettings = { ssid: 'Demo-Box-5G', band: '5G', hidden: false, passwordSet: true, updatedAt: Date.UTC(2026, 10, 20, 2, 0) }

function input(name: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`.at-input input[name="${name}"], .at-input [name="${name}"] input`)
  if (element) return element
  const inputs = document.querySelectorAll<HTMLInputElement>('.at-input input')
  const found = name === 'ssid' ? inputs[0] : inputs[1]
  if (!found) throw new Error(`no ${name} input`)
  return found
}

function type(name: string, value: string) {
  fireEvent.input(input(name), { target: { value } })
}

function save() {
  const button = document.querySelector<HTMLElement>('.wifi-config__save')
  if (!button) throw new Error('no save button')
  fireEvent.click(button)
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedFetch.mockReset().mockResolvedValue(WIFI)
  mockedSave.mockReset().mockImplementation((change) => Promise.resolve({ ...WIFI, ssid: change.ssid, band: change.band, hidden: change.hidden, updatedAt: WIFI.updatedAt + 1 }))
})

describe('wifi config page', () => {
  test('shows the current name and when it last changed, in China time', async () => {
    renderWithStores(<WifiConfigPage />, { session: signedInSession() })
    expect((await screen.findByTestId('wifi-updated')).textContent).toBe('Demo-Box-5G · 上次修改 2026-11-20 10:00')
    expect(input('ssid').value).toBe('Demo-Box-5G')
  })

  test('keeps the time of the last change on one line', async () => {
    renderWithStores(<WifiConfigPage />, { session: signedInSession() })
    expect(keptWhole(await screen.findByTestId('wifi-updated'))).toEqual(['2026-11-20 10:00'])
  })

  test('refuses a short password before sending anything', async () => {
    renderWithStores(<WifiConfigPage />, { session: signedInSession() })
    await screen.findByTestId('wifi-updated')
    type('password', 'short')
    save()
    expect(await screen.findByText('WiFi 密码为 8 到 63 位英文字母、数字或符号')).toBeTruthy()
    expect(mockedSave).not.toHaveBeenCalled()
  })

  test('refuses an empty name', async () => {
    renderWithStores(<WifiConfigPage />, { session: signedInSession() })
    await screen.findByTestId('wifi-updated')
    type('ssid', '')
    save()
    expect(await screen.findByText('WiFi 名称为 1 到 32 个字节，首尾不能有空格')).toBeTruthy()
    expect(mockedSave).not.toHaveBeenCalled()
  })

  test('saves the name, band and visibility, keeping the password when left empty', async () => {
    renderWithStores(<WifiConfigPage />, { session: signedInSession() })
    await screen.findByTestId('wifi-updated')
    type('ssid', 'Home')
    fireEvent.click(screen.getByText('双频合一'))
    fireEvent.click(screen.getByText('隐藏'))
    save()
    expect(await screen.findByText('WiFi 配置已保存')).toBeTruthy()
    expect(mockedSave).toHaveBeenCalledWith({ ssid: 'Home', password: '', band: 'dual', hidden: true, deviceCode: '' })
  })

  test('keeps what was typed when the save fails', async () => {
    mockedSave.mockRejectedValue(new Error('offline'))
    renderWithStores(<WifiConfigPage />, { session: signedInSession() })
    await screen.findByTestId('wifi-updated')
    type('ssid', 'Home')
    type('password', 'longenough1')
    save()
    expect(await screen.findByText('WiFi 配置保存失败')).toBeTruthy()
    expect(input('ssid').value).toBe('Home')
    expect(input('password').value).toBe('longenough1')
  })
})
