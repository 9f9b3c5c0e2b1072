import { makeAutoObservable, runInAction } from 'mobx'
import * as deviceApi from '@/api/devices'
import type { Equipment, EquipmentUnbind } from '@/api/devices'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'

export interface EquipmentApi {
  renameEquipment(input: { equipmentId: string; name: string; requestId: string }): Promise<Equipment>
  unbindEquipment(input: { equipmentId: string; requestId: string }): Promise<EquipmentUnbind>
}

/**
 * How a change ended: `busy` sent nothing (one was running); `refused` the server said why (its
 * `message`); `failed` no answer, so a retry sends the same request id; `stale` the user changed
 * (logged out or in) while it ran, and its answer is not this user's to show.
 */
export type EquipmentOutcome =
  | { outcome: 'done' }
  | { outcome: 'busy' }
  | { outcome: 'refused'; code: number; message: string }
  | { outcome: 'failed' }
  | { outcome: 'stale' }

/** Renaming and unbinding the account's boxes and routers: one change at a time, each intent with its request id. */
export class EquipmentStore {
  /** The equipment being changed, while its request runs. */
  changing: string | undefined = undefined
  /** Bumped after each change done or refused, so the page reads the list again. */
  listVersion = 0
  private generation = 0
  private readonly requestIds = new Map<string, string>()
  private readonly api: EquipmentApi
  private readonly makeRequestId: () => Promise<string>

  constructor(api: EquipmentApi, makeRequestId: () => Promise<string> = newRequestId) {
    this.api = api
    this.makeRequestId = makeRequestId
    makeAutoObservable<EquipmentStore, 'api' | 'makeRequestId' | 'requestIds' | 'generation'>(this, {
      api: false,
      makeRequestId: false,
      requestIds: false,
      generation: false,
    })
  }

  rename(equipmentId: string, name: string): Promise<EquipmentOutcome> {
    return this.change(equipmentId, `rename:${equipmentId}:${name}`, (requestId) =>
      this.api.renameEquipment({ equipmentId, name, requestId }),
    )
  }

  unbind(equipmentId: string): Promise<EquipmentOutcome> {
    return this.change(equipmentId, `unbind:${equipmentId}`, (requestId) => this.api.unbindEquipment({ equipmentId, requestId }))
  }

  private async change(equipmentId: string, intent: string, send: (requestId: string) => Promise<unknown>): Promise<EquipmentOutcome> {
    if (this.changing !== undefined) return { outcome: 'busy' }
    this.changing = equipmentId
    const generation = this.generation
    try {
      // the same id on a retry after a lost answer: the server makes the change once
      const requestId = this.requestIds.get(intent) ?? (await this.makeRequestId())
      this.requestIds.set(intent, requestId)
      await send(requestId)
      if (generation !== this.generation) return { outcome: 'stale' }
      this.requestIds.delete(intent)
      runInAction(() => {
        this.listVersion += 1
      })
      return { outcome: 'done' }
    } catch (error) {
      if (generation !== this.generation) return { outcome: 'stale' }
      if (!(error instanceof ApiError)) return { outcome: 'failed' }
      // answered: this intent is over, a new attempt is a new one; the list shown may be out of date
      this.requestIds.delete(intent)
      runInAction(() => {
        this.listVersion += 1
      })
      return { outcome: 'refused', code: error.code, message: error.message }
    } finally {
      if (generation === this.generation) {
        runInAction(() => {
          this.changing = undefined
        })
      }
    }
  }

  clear(): void {
    this.generation += 1
    this.changing = undefined
    this.requestIds.clear()
    this.listVersion += 1
  }
}

export const useEquipmentStore = defineAreaStore(() => new EquipmentStore(deviceApi))
