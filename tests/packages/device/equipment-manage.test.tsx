import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchEquipment, renameEquipment, unbindEquipment, type Equipment, type EquipmentList, type EquipmentUnbind } from '@/api/devices'
import EquipmentManagePage from '@/packages/device/equipment-manage'
import { host, replaceLocation } from '@/platform'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { deferred } from '../../support/deferred'
import { datesShown, findBySentence, keptWhole } from '../../support/dates'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

import { signedInSession } from '../../support/welfare'

jest.mock('@/api/devices', () => ({
  ...jest.requireActual<typeof import('@/api/devices')>('@/api/devices'),
  fetchEquipment: jest.fn(),
  renameEquipment: jest.fn(),
  unbindEquipment: jest.fn(),
}))
// where an unbind lands is the navigation adapter's; here only that it is asked for
jest.mock('@/platform', () => ({
  ...jest.requireActual<typeof import('@/platform')>('@/platform'),
  replaceLocation: jest.fn(),
  host: { ...jest.requireActual<typeof import('@/platform')>('@/platform').host, enterpriseSubAccount: jest.fn() },
}))

const mockedFetch = jest.mocked(fetchEquipment)
const mockedRename = jest.mocked(renameEquipment)
const mockedUnbind = jest.mocked(unbindEquipment)
const mockedReplace = jest.mocked(replaceLocation)

const NOW = Date.UTC(2026, 10, 23, 10, 0)

function item(equipmentId: string, name: string, overrides: Partial<Equipment> = {}): Equipment {
  return {
    equipmentId,
    kind: 'box',
    name,
    model: 'Box Pro',
    serial: `SN-${equipmentId}`,
    bindState: 'bound',
    online: true,
    boundAt: NOW - 86400000,
    lastOnlineAt: NOW,
    ...overrides,
  }
}

const LIST: EquipmentList = {
  equipment: [
    item('pending', 'Box Mini', { bindState: 'pending', online: false, lastOnlineAt: 0, boundAt: NOW }),
    item('router', '书房路由器', { kind: 'router', online: false, lastOnlineAt: NOW - 2 * 86400000 }),
    item('box', '客厅盒子'),
  ],
  limit: 5,
  enterpriseSubAccount: false,
}

function cardIds(container: HTMLElement): Array<string | null> {
  return Array.from(container.querySelectorAll('[data-equipment]'), (card) => card.getAttribute('data-equipment'))
}

function button(container: ParentNode, selector: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(selector)
  if (!found) throw new Error(`no ${selector}`)
  return found
}

function unbindButton(container: HTMLElement, id: string) {
  return button(container, `[data-equipment="${id}"] .equipment__unbind`)
}

function renameButton(container: HTMLElement, id: string) {
  return button(container, `[data-equipment="${id}"] .equipment__rename`)
}

function nameInput(): HTMLInputElement {
  return button(document, '.equipment-manage__name input') as HTMLInputElement
}

/** An unbind leaves for the box after 2 s (spec 2): waited for, so no test's timer fires in the next one. */
function leftForTheBox() {
  return waitFor(() => expect(mockedReplace).toHaveBeenCalledWith('/box?client=1'), { timeout: 4000 })
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedFetch.mockReset().mockResolvedValue(LIST)
  mockedUnbind.mockReset().mockResolvedValue({ equipmentId: 'router', remaining: 2 })
  mockedRename.mockReset().mockImplementation(async ({ equipmentId, name }) => ({ ...item(equipmentId, name) }))
})

describe('equipment page', () => {
  test('lists online equipment first, then offline, then pending, with bind states and the limit', async () => {
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    expect(await screen.findByText('每个账号最多绑定 5 台盒子或路由器')).toBeTruthy()
    expect(cardIds(container)).toEqual(['box', 'router', 'pending'])
    expect(screen.getAllByText('已绑定')).toHaveLength(2)
    expect(screen.getByText('待激活')).toBeTruthy()
    expect(screen.getByText('接通电源并联网后自动激活')).toBeTruthy()
    expect(screen.getByText('序列号 SN-router')).toBeTruthy()
  })

  test('asks before unbinding and sends nothing until confirmed', async () => {
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('书房路由器')
    fireEvent.click(unbindButton(container, 'router'))
    expect(await screen.findByText('确定解绑“书房路由器”吗？解绑后需要重新绑定才能使用。')).toBeTruthy()
    fireEvent.click(button(document, '.equipment-manage__cancel'))
    expect(mockedUnbind).not.toHaveBeenCalled()
  })

  test('unbinds once confirmed, says so, then goes to /box?client=1 after 2 s (spec 2)', async () => {
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('书房路由器')
    fireEvent.click(unbindButton(container, 'router'))
    fireEvent.click(button(document, '.equipment-manage__confirm'))
    expect(await screen.findByText('设备解绑成功')).toBeTruthy()
    expect(mockedUnbind).toHaveBeenCalledWith({ equipmentId: 'router', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(mockedReplace).not.toHaveBeenCalled()
    await leftForTheBox()
  })

  test('sends one request while a change runs: the other buttons are disabled', async () => {
    const answer = deferred<EquipmentUnbind>()
    mockedUnbind.mockReturnValue(answer.promise)
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('书房路由器')
    fireEvent.click(unbindButton(container, 'router'))
    fireEvent.click(button(document, '.equipment-manage__confirm'))
    await screen.findByText('解绑中')
    fireEvent.click(unbindButton(container, 'box'))
    fireEvent.click(button(document, '.equipment-manage__confirm'))
    fireEvent.click(renameButton(container, 'box'))
    expect(mockedUnbind).toHaveBeenCalledTimes(1)
    answer.resolve({ equipmentId: 'router', remaining: 2 })
    await screen.findByText('设备解绑成功')
    await leftForTheBox()
  })

  test('says the unbind failed, stays, and the retry sends the same request id', async () => {
    mockedUnbind.mockRejectedValueOnce(new HttpError('network', 'Network Error'))
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('书房路由器')
    fireEvent.click(unbindButton(container, 'router'))
    fireEvent.click(button(document, '.equipment-manage__confirm'))
    expect(await screen.findByText('设备解绑失败')).toBeTruthy()
    fireEvent.click(unbindButton(container, 'router'))
    fireEvent.click(button(document, '.equipment-manage__confirm'))
    await screen.findByText('设备解绑成功')
    const ids = mockedUnbind.mock.calls.map(([input]) => input.requestId)
    expect(ids[1]).toBe(ids[0])
    await leftForTheBox()
  })

  test('shows the server’s refusal and tells the host for an enterprise sub-account', async () => {
    mockedUnbind.mockRejectedValue(new Refusal(13022, '企业子账号无法进行此操作'))
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('书房路由器')
    fireEvent.click(unbindButton(container, 'router'))
    fireEvent.click(button(document, '.equipment-manage__confirm'))
    expect(await screen.findByText('企业子账号无法进行此操作')).toBeTruthy()
    expect(host.enterpriseSubAccount).toHaveBeenCalled()
    expect(mockedReplace).not.toHaveBeenCalled()
  })

  test('offers no change to an enterprise sub-account and says why', async () => {
    mockedFetch.mockResolvedValue({ ...LIST, enterpriseSubAccount: true })
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    expect(await screen.findByText('企业子账号的设备由企业统一管理，无法在此重命名或解绑')).toBeTruthy()
    expect(container.querySelector('.equipment__unbind')).toBeNull()
    expect(container.querySelector('.equipment__rename')).toBeNull()
  })

  test('renames after checking the name, and reads the list again', async () => {
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('客厅盒子')
    fireEvent.click(renameButton(container, 'box'))
    await waitFor(() => expect(nameInput().value).toBe('客厅盒子'))
    fireEvent.input(nameInput(), { target: { value: ' 卧室' } })
    fireEvent.click(button(document, '.equipment-manage__rename-save'))
    expect(await screen.findByText('设备名称为 1 到 20 个字，首尾不能有空格')).toBeTruthy()
    expect(mockedRename).not.toHaveBeenCalled()
    mockedFetch.mockResolvedValue({ ...LIST, equipment: [item('box', '卧室盒子')] })
    fireEvent.input(nameInput(), { target: { value: '卧室盒子' } })
    fireEvent.click(button(document, '.equipment-manage__rename-save'))
    expect(await screen.findByText('设备已重命名')).toBeTruthy()
    expect(mockedRename).toHaveBeenCalledWith({ equipmentId: 'box', name: '卧室盒子', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
    await waitFor(() => expect(cardIds(container)).toEqual(['box']))
  })

  test('keeps the typed name through a failed rename', async () => {
    mockedRename.mockRejectedValueOnce(new HttpError('timeout', 'timeout'))
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('客厅盒子')
    fireEvent.click(renameButton(container, 'box'))
    await waitFor(() => expect(nameInput().value).toBe('客厅盒子'))
    fireEvent.input(nameInput(), { target: { value: '卧室盒子' } })
    fireEvent.click(button(document, '.equipment-manage__rename-save'))
    expect(await screen.findByText('设备重命名失败')).toBeTruthy()
    expect(nameInput().value).toBe('卧室盒子')
  })

  test('shows the list failure with a retry that works', async () => {
    mockedFetch.mockReset().mockRejectedValueOnce(new HttpError('network', 'Network Error')).mockResolvedValue(LIST)
    renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    expect(await screen.findByText('设备列表加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('客厅盒子')).toBeTruthy()
  })

  test('says when nothing is bound', async () => {
    mockedFetch.mockResolvedValue({ ...LIST, equipment: [] })
    renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    expect(await screen.findByText('暂无绑定的盒子或路由器')).toBeTruthy()
  })

  test('asks a visitor to log in and reads nothing', async () => {
    renderWithStores(<EquipmentManagePage />, { session: startedSession() })
    expect(await screen.findByText('登录后管理你的设备与盒子')).toBeTruthy()
    expect(mockedFetch).not.toHaveBeenCalled()
  })
})

describe('equipment times in China time', () => {
  test('shows equipment last online at 23:30 UTC on the 22nd at 07:30 on the 23rd', async () => {
    mockedFetch.mockResolvedValue({ ...LIST, equipment: [item('router', 'R', { online: false, lastOnlineAt: Date.UTC(2026, 10, 22, 23, 30) })] })
    renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    expect(await findBySentence('最近在线 2026-11-23 07:30')).toBeTruthy()
  })
})

describe('equipment dates at a phone’s width', () => {
  test('keeps the last online time and the binding date on one line', async () => {
    mockedFetch.mockResolvedValue(LIST)
    const { container } = renderWithStores(<EquipmentManagePage />, { session: signedInSession() })
    await screen.findByText('书房路由器')
    const router = button(container, '[data-equipment="router"]')
    expect(datesShown(router)).toHaveLength(2)
    expect(keptWhole(router)).toEqual(datesShown(router))
  })
})
