import { screen } from '@testing-library/react'
import { fetchBoxInfo, type BoxInfo } from '@/api/devices'
import BoxPage from '@/packages/device/box'
import { renderWithStores, resetAppStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/api/devices', () => ({ CODE_UNBOUND: 13003, fetchBoxInfo: jest.fn() }))

const mockedFetch = jest.mocked(fetchBoxInfo)

const BOX: BoxInfo = {
  boxCode: 'BX-8K2M-01',
  name: 'Demo-Box-5G',
  model: 'Box Pro',
  firmware: '2.4.1',
  online: true,
  lineName: '上海 BGP',
  ssid: 'Demo-Box-5G',
  connectedDevices: 2,
  thisDeviceBound: true,
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  window.history.replaceState(null, '', '/box')
  mockedFetch.mockReset().mockResolvedValue(BOX)
})

describe('box page', () => {
  test('shows the box, its line, wifi and devices online, with links to their settings', async () => {
    renderWithStores(<BoxPage />, { session: signedInSession() })
    expect(await screen.findByText('上海 BGP')).toBeTruthy()
    expect(screen.getByText('盒子编号 BX-8K2M-01')).toBeTruthy()
    expect(screen.getByText('2 台设备在线')).toBeTruthy()
    expect(screen.getByText('线路配置')).toBeTruthy()
    expect(screen.queryByTestId('box-unbound')).toBeNull()
  })

  test('says this device was unbound when opened with client=1 (spec 2), without the settings links', async () => {
    window.history.replaceState(null, '', '/box?client=1')
    renderWithStores(<BoxPage />, { session: signedInSession() })
    expect(await screen.findByText('本设备已解绑')).toBeTruthy()
    expect(screen.queryByText('线路配置')).toBeNull()
  })

  test('says this device was unbound when the server says so', async () => {
    mockedFetch.mockResolvedValue({ ...BOX, thisDeviceBound: false })
    renderWithStores(<BoxPage />, { session: signedInSession() })
    expect(await screen.findByText('本设备已解绑')).toBeTruthy()
  })
})
