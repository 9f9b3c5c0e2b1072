import { makeAutoObservable } from 'mobx'
import { activateGiftSlot, fetchGiftStatus, giftActivationRefusal, type GiftActivation, type GiftStatus } from '@/api/gift'
import {
  allGiftsClaimed,
  giftRefusals,
  giftSlotState,
  isGiftingOver,
  type GiftRefusal,
  type GiftSlotRecord,
  type GiftSlotState,
} from '@/lib/gift'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, inMemory, Resource, type LoadStatus, type KeepIntents } from './async'
import { keptIntentsOf } from './kept-intents'

export interface GiftApi {
  fetchStatus(): Promise<GiftStatus>
  activate(activation: GiftActivation): Promise<GiftStatus>
  newRequestId(): Promise<string>
}

export interface GiftSlotView extends GiftSlotRecord {
  state: GiftSlotState
}

/** /giftFriends: the member's gift slots of this month and whether they may gift (spec 4, 5, 6, 9). */
export class GiftStore {
  private readonly read: Resource<GiftStatus>
  private readonly activations: Action
  private readonly api: GiftApi

  constructor(api: GiftApi, keep: KeepIntents = inMemory) {
    this.api = api
    this.read = new Resource(() => api.fetchStatus())
    this.activations = new Action({ newRequestId: () => api.newRequestId(), intents: keep('gift-activation') })
    makeAutoObservable<GiftStore, 'api' | 'read' | 'activations'>(this, { api: false, read: false, activations: false })
  }

  get status(): GiftStatus | null {
    return this.read.data
  }

  get loadStatus(): LoadStatus {
    return this.read.status
  }

  /** An activation runs: a second tap sends nothing. */
  get activating(): boolean {
    return this.activations.busy
  }

  get refusals(): GiftRefusal[] {
    return this.status ? giftRefusals(this.status.facts, this.status.now) : []
  }

  get slots(): GiftSlotView[] {
    const status = this.status
    if (!status) return []
    return status.slots.map((slot) => ({ ...slot, state: giftSlotState(slot, status.giftingEndsAt, status.now) }))
  }

  get allClaimed(): boolean {
    return this.status ? allGiftsClaimed(this.status.slots) : false
  }

  get giftingOver(): boolean {
    return this.status ? isGiftingOver(this.status.giftingEndsAt, this.status.now) : false
  }

  async load(): Promise<void> {
    await this.read.load()
  }

  /**
   * Activates `slot` with the giver's message, once the member has confirmed the refund warning.
   * Resolves the slots as the server now has them; undefined when nothing was sent (an activation
   * runs). A failed attempt keeps its request id, so trying the same again after a dropped
   * connection activates once.
   */
  async activate(slot: number, message: string): Promise<GiftStatus | undefined> {
    try {
      const status = await this.activations.runOnce(`${slot}:${message}`, (requestId) => this.api.activate({ slot, message, requestId }))
      if (status) this.read.set(status)
      return status
    } catch (error) {
      // a refusal of the activation is final: the status read again shows why
      if (giftActivationRefusal(error) !== undefined) void this.load()
      throw error
    }
  }

  clear(): void {
    this.read.reset()
    this.activations.reset()
  }
}

export const giftApi: GiftApi = { fetchStatus: fetchGiftStatus, activate: activateGiftSlot, newRequestId }

export const useGiftStore = defineAreaStore((shell) => new GiftStore(giftApi, keptIntentsOf(shell.session)))
