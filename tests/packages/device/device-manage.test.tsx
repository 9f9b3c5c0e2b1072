import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchLoginDevices, logoutDevice, type LoginDevice, type LoginDevices } from '@/api/devices'
import DeviceManagePage from '@/packages/device/device-manage'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { deferred } from '../../support/deferred'
import { datesShown, findBySentence, keptWhole } from '../../support/dates'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

import { signedInSession } from '../../support/welfare'

jest.mock('@/api/devices', () => ({
  ...jest.requireActual<typeof import('@/api/devices')>('@/api/devices'),
  fetchLoginDevices: jest.fn(),
  logoutDevice: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchLoginDevices)
const mockedLogout = jest.mocked(logoutDevice)

const NOW = Date.UTC(2026, 10, 23, 10, 0)
const IPHONE = 'iPhone 14 A2882'
const HUAWEI = 'HUAWEI ELS-AN00'

function device(deviceCode: string, name: string, online: boolean, lastActiveAt = NOW): LoginDevice {
  return { deviceCode, name, platformType: 1, online, lastActiveAt, loggedInAt: NOW - 86400000 }
}

const LIST: LoginDevices = {
  devices: [device(HUAWEI, 'HUAWEI Mate 40', true), device('mac', 'MacBook Pro', false), { ...device(IPHONE, 'iPhone 14', true), platformType: 0 }],
  limit: 5,
}

function sessionOn(deviceCode: string) {
  const session = signedInSession()
  session.setHostVersion('3.30.1', deviceCode)
  return session
}

function rowCodes(container: HTMLElement): Array<string | null> {
  return Array.from(container.querySelectorAll('[data-device]'), (row) => row.getAttribute('data-device'))
}

function exitButton(container: HTMLElement, code: string): HTMLElement {
  const button = container.querySelector<HTMLElement>(`[data-device="${code}"] .login-device__exit`)
  if (!button) throw new Error(`no exit button for ${code}`)
  return button
}

function confirmButton(): HTMLElement {
  const button = document.querySelector<HTMLElement>('.device-manage__confirm')
  if (!button) throw new Error('no confirm button')
  return button
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedFetch.mockReset().mockResolvedValue(LIST)
  mockedLogout.mockReset().mockResolvedValue({ deviceCode: HUAWEI, remaining: 2 })
})

describe('device manage page', () => {
  test('lists this device first, marked, without an exit button', async () => {
    const { container } = renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('本机')
    expect(rowCodes(container)).toEqual([IPHONE, HUAWEI, 'mac'])
    expect(container.querySelector(`[data-device="${IPHONE}"] .login-device__exit`)).toBeNull()
    expect(screen.getByText('本机请在应用内退出登录')).toBeTruthy()
  })

  test('asks the list for this device’s code', async () => {
    renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('本机')
    expect(mockedFetch).toHaveBeenCalledWith(IPHONE)
  })

  test('marks no device when the host gave no code, and every device can be exited', async () => {
    const { container } = renderWithStores(<DeviceManagePage />, { session: sessionOn('') })
    await screen.findByText('HUAWEI Mate 40')
    expect(screen.queryByText('本机')).toBeNull()
    expect(container.querySelectorAll('.login-device__exit')).toHaveLength(3)
  })

  test('shows online and offline states and the login limit', async () => {
    renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    expect(await screen.findByText('同一账号最多 5 台设备同时登录')).toBeTruthy()
    expect(screen.getAllByText('在线')).toHaveLength(2)
    expect(screen.getAllByText('离线')).toHaveLength(1)
  })

  test('asks before exiting and sends nothing until confirmed', async () => {
    const { container } = renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('HUAWEI Mate 40')
    fireEvent.click(exitButton(container, HUAWEI))
    expect(await screen.findByText('确定让“HUAWEI Mate 40”退出登录吗？退出后该设备需要重新登录。')).toBeTruthy()
    expect(mockedLogout).not.toHaveBeenCalled()
  })

  test('exits the device once confirmed, says so and reads the list again', async () => {
    const { container } = renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('HUAWEI Mate 40')
    mockedFetch.mockResolvedValue({ ...LIST, devices: LIST.devices.filter((item) => item.deviceCode !== HUAWEI) })
    fireEvent.click(exitButton(container, HUAWEI))
    fireEvent.click(confirmButton())
    expect(await screen.findByText('设备退出成功')).toBeTruthy()
    expect(mockedLogout).toHaveBeenCalledWith({ target: HUAWEI, deviceCode: IPHONE, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    await waitFor(() => expect(rowCodes(container)).toEqual([IPHONE, 'mac']))
  })

  test('sends one request while an exit runs: the other exit buttons are disabled', async () => {
    const answer = deferred<{ deviceCode: string; remaining: number }>()
    mockedLogout.mockReturnValue(answer.promise)
    const { container } = renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('HUAWEI Mate 40')
    fireEvent.click(exitButton(container, HUAWEI))
    fireEvent.click(confirmButton())
    await screen.findByText('退出中')
    fireEvent.click(exitButton(container, 'mac'))
    fireEvent.click(confirmButton())
    expect(mockedLogout).toHaveBeenCalledTimes(1)
    answer.resolve({ deviceCode: HUAWEI, remaining: 2 })
    await screen.findByText('设备退出成功')
  })

  /** Exits the HUAWEI device on the confirm of the page, the logout answering with `failure`. */
  async function exitRefusedWith(failure: Error) {
    mockedLogout.mockRejectedValue(failure)
    const { container } = renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('HUAWEI Mate 40')
    fireEvent.click(exitButton(container, HUAWEI))
    fireEvent.click(confirmButton())
  }

  test('says the network failed the exit and keeps the device', async () => {
    await exitRefusedWith(new HttpError('network', 'Network Error'))
    expect(await screen.findByText('网络错误，请检查网络后重试')).toBeTruthy()
    await screen.findByText('HUAWEI Mate 40')
  })

  test("says the server's reason when it refused the exit", async () => {
    await exitRefusedWith(new Refusal(13010, '该设备已退出'))
    expect(await screen.findByText('该设备已退出')).toBeTruthy()
  })

  test('says the exit failed when nothing better is known', async () => {
    await exitRefusedWith(new Error('unexpected'))
    expect(await screen.findByText('设备退出失败')).toBeTruthy()
  })

  test('adds no failure of its own to 13003, which the request client answers', async () => {
    await exitRefusedWith(new Refusal(13003, '当前已解绑，请重新刷新'))
    await waitFor(() => expect(mockedLogout).toHaveBeenCalled())
    await waitFor(() => expect(screen.queryByText('退出中')).toBeNull())
    expect(screen.queryByText('设备退出失败')).toBeNull()
    expect(screen.queryByText('设备退出成功')).toBeNull()
  })

  test('shows the devices of an earlier visit, with their time, when the list gets no answer', async () => {
    const first = renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('HUAWEI Mate 40')
    first.unmount()
    mockedFetch.mockReset().mockRejectedValue(HttpError.offline())
    renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    expect((await screen.findByTestId('last-known-note')).textContent).toMatch(/时的数据，联网后更新$/)
    expect(screen.getByText('HUAWEI Mate 40')).toBeTruthy()
  })

  test('shows the list failure with a retry that works', async () => {
    mockedFetch.mockReset().mockRejectedValueOnce(new HttpError('network', 'Network Error')).mockResolvedValue(LIST)
    renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    expect(await screen.findByText('设备列表加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('HUAWEI Mate 40')).toBeTruthy()
  })

  test('asks a visitor to log in and reads nothing', async () => {
    renderWithStores(<DeviceManagePage />, { session: startedSession() })
    expect(await screen.findByText('登录后管理你的设备与盒子')).toBeTruthy()
    expect(mockedFetch).not.toHaveBeenCalled()
  })
})

describe('device times in China time', () => {
  test('shows a device last active at 23:30 UTC on the 22nd at 07:30 on the 23rd', async () => {
    mockedFetch.mockResolvedValue({ devices: [device(HUAWEI, 'HUAWEI Mate 40', true, Date.UTC(2026, 10, 22, 23, 30))], limit: 5 })
    renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    expect(await findBySentence('最近活跃 2026-11-23 07:30')).toBeTruthy()
  })
})

describe('device dates at a phone’s width', () => {
  test('keeps each device’s last active time and login date on one line', async () => {
    const { container } = renderWithStores(<DeviceManagePage />, { session: sessionOn(IPHONE) })
    await screen.findByText('本机')
    for (const row of Array.from(container.querySelectorAll('[data-device]'))) {
      expect(datesShown(row)).toHaveLength(2)
      expect(keptWhole(row)).toEqual(datesShown(row))
    }
  })
})
