import { makeAutoObservable, runInAction } from 'mobx'
import * as deviceApi from '@/api/devices'
import type { Equipment, EquipmentUnbind } from '@/api/devices'
import { isEnterpriseRefusal } from '@/lib/enterprise'
import { isRefusal } from '@/lib/refusal'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action } from './async'

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
  | { outcome: 'refused'; enterpriseSubAccount: boolean; message: string }
  | { outcome: 'failed' }
  | { outcome: 'stale' }

/** Renaming and unbinding the account's boxes and routers: one change at a time, each intent with its request id. */
export class EquipmentStore {
  /** Bumped after each change done or refused, so the page reads the list again. */
  listVersion = 0
  private readonly changes: Action
  private readonly api: EquipmentApi

  constructor(api: EquipmentApi, makeRequestId: () => Promise<string> = newRequestId) {
    this.api = api
    this.changes = new Action({ newRequestId: makeRequestId })
    makeAutoObservable<EquipmentStore, 'api' | 'changes'>(this, { api: false, changes: false })
  }

  /** The equipment being changed, while its request runs. */
  get changing(): string | undefined {
    return this.changes.subject
  }

  rename(equipmentId: string, name: string): Promise<EquipmentOutcome> {
    return this.change(equipmentId, `rename:${equipmentId}:${name}`, (requestId) =>
      this.api.renameEquipment({ equipmentId, name, requestId }),
    )
  }

  unbind(equipmentId: string): Promise<EquipmentOutcome> {
    return this.change(equipmentId, `unbind:${equipmentId}`, (requestId) => this.api.unbindEquipment({ equipmentId, requestId }))
  }

  private async change(equipmentId: string, intent: string, send: (requestId: string) => Promise<object>): Promise<EquipmentOutcome> {
    if (this.changes.busy) return { outcome: 'busy' }
    let outcome: EquipmentOutcome
    try {
      // nothing back: the user changed while it ran (a call on its way was turned away above)
      if (!(await this.changes.runOnce(intent, send, { subject: equipmentId }))) return { outcome: 'stale' }
      outcome = { outcome: 'done' }
    } catch (error) {
      if (!isRefusal(error)) return { outcome: 'failed' }
      // answered: the list shown may be out of date
      outcome = { outcome: 'refused', enterpriseSubAccount: isEnterpriseRefusal(error), message: error.message }
    }
    runInAction(() => {
      this.listVersion += 1
    })
    return outcome
  }

  clear(): void {
    this.changes.reset()
    this.listVersion += 1
  }
}

export const useEquipmentStore = defineAreaStore(() => new EquipmentStore(deviceApi))
