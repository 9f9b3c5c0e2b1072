import { makeAutoObservable, runInAction } from 'mobx'
import * as deviceApi from '@/api/devices'
import { isUnbound, type DeviceLogout } from '@/api/devices'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action } from './async'

export interface DeviceApi {
  logoutDevice(input: { target: string; deviceCode: string; requestId: string }): Promise<DeviceLogout>
}

/** How an exit ended: `busy` sent nothing (one was running) or the user changed meanwhile, `unbound` the client already told (spec 8). */
export type ExitOutcome = 'done' | 'busy' | 'unbound'

/** Exiting login devices: one at a time, each intent with its request id until the server answers it. */
export class DeviceStore {
  /** Bumped after each exit done, so the page reads the list again; after a failure the device stays for a retry. */
  listVersion = 0
  private readonly exits: Action
  private readonly api: DeviceApi

  constructor(api: DeviceApi, makeRequestId: () => Promise<string> = newRequestId) {
    this.api = api
    this.exits = new Action({ newRequestId: makeRequestId })
    makeAutoObservable<DeviceStore, 'api' | 'exits'>(this, { api: false, exits: false })
  }

  /** The device being exited, while its request runs. */
  get exiting(): string | undefined {
    return this.exits.subject
  }

  /** Rejects with the failure the caller reports (a refusal, no network, no answer); the device stays for a retry. */
  async exit(target: string, deviceCode: string): Promise<ExitOutcome> {
    try {
      const exited = await this.exits.runOnce(target, (requestId) => this.api.logoutDevice({ target, deviceCode, requestId }))
      if (!exited) return 'busy'
      runInAction(() => {
        this.listVersion += 1
      })
      return 'done'
    } catch (error) {
      if (isUnbound(error)) return 'unbound'
      throw error
    }
  }

  clear(): void {
    this.exits.reset()
    this.listVersion += 1
  }
}

export const useDeviceStore = defineAreaStore(() => new DeviceStore(deviceApi))
