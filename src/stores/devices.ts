import { makeAutoObservable, runInAction } from 'mobx'
import * as deviceApi from '@/api/devices'
import { CODE_UNBOUND, type DeviceLogout } from '@/api/devices'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'

export interface DeviceApi {
  logoutDevice(input: { target: string; deviceCode: string; requestId: string }): Promise<DeviceLogout>
}

/** How an exit ended: `busy` sent nothing (one was running), `unbound` the client already told (spec 8). */
export type ExitOutcome = 'done' | 'failed' | 'busy' | 'unbound'

/** Exiting login devices: one at a time, each intent with its request id until it succeeds. */
export class DeviceStore {
  /** The device being exited, while its request runs. */
  exiting: string | undefined = undefined
  /** Bumped after each exit done, so the page reads the list again; after a failure the device stays for a retry. */
  listVersion = 0
  private readonly requestIds = new Map<string, string>()
  private readonly api: DeviceApi
  private readonly makeRequestId: () => Promise<string>

  constructor(api: DeviceApi, makeRequestId: () => Promise<string> = newRequestId) {
    this.api = api
    this.makeRequestId = makeRequestId
    makeAutoObservable<DeviceStore, 'api' | 'makeRequestId' | 'requestIds'>(this, {
      api: false,
      makeRequestId: false,
      requestIds: false,
    })
  }

  async exit(target: string, deviceCode: string): Promise<ExitOutcome> {
    if (this.exiting !== undefined) return 'busy'
    this.exiting = target
    try {
      // the same id on a retry after a failure: the server exits the device once
      const requestId = this.requestIds.get(target) ?? (await this.makeRequestId())
      this.requestIds.set(target, requestId)
      await this.api.logoutDevice({ target, deviceCode, requestId })
      this.requestIds.delete(target)
      runInAction(() => {
        this.listVersion += 1
      })
      return 'done'
    } catch (error) {
      return error instanceof ApiError && error.code === CODE_UNBOUND ? 'unbound' : 'failed'
    } finally {
      runInAction(() => {
        this.exiting = undefined
      })
    }
  }

  clear(): void {
    this.exiting = undefined
    this.requestIds.clear()
    this.listVersion += 1
  }
}

export const useDeviceStore = defineAreaStore(() => new DeviceStore(deviceApi))
