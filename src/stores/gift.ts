import { makeAutoObservable, runInAction } from 'mobx'
import {
  activateGiftSlot,
  CODE_GIFT_ENDED,
  CODE_GIFT_ENTERPRISE,
  CODE_GIFT_NOT_ELIGIBLE,
  CODE_GIFT_SLOT_TAKEN,
  fetchGiftStatus,
  type GiftActivation,
  type GiftStatus,
} from '@/api/gift'
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
import { ApiError } from '@/services/http/errors'
import { defineAreaStore } from './area'
import type { LoadStatus } from './load-status'

export interface GiftApi {
  fetchStatus(): Promise<GiftStatus>
  activate(activation: GiftActivation): Promise<GiftStatus>
  newRequestId(): Promise<string>
}

export interface GiftSlotView extends GiftSlotRecord {
  state: GiftSlotState
}

// Answers after which the same intent can never succeed: the next tap is a new intent.
const FINAL_REFUSALS = new Set([CODE_GIFT_NOT_ELIGIBLE, CODE_GIFT_SLOT_TAKEN, CODE_GIFT_ENDED, CODE_GIFT_ENTERPRISE])

/** /giftFriends: the member's gift slots of this month and whether they may gift (spec 4, 5, 6, 9). */
export class GiftStore {
  status: GiftStatus | null = null
  loadStatus: LoadStatus = 'idle'
  /** True while an activation runs: a second tap sends nothing. */
  activating = false
  /** The activation asked for and not yet answered: a retry sends its request id again. */
  private pending: GiftActivation | null = null
  /** Moves on at every clear(): an answer asked for another user is dropped. */
  private generation = 0
  private readonly api: GiftApi

  constructor(api: GiftApi) {
    this.api = api
    makeAutoObservable<GiftStore, 'api' | 'pending' | 'generation'>(this, { api: false, pending: false, generation: false })
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
    const generation = this.generation
    if (this.loadStatus !== 'ready') this.loadStatus = 'loading'
    try {
      const status = await this.api.fetchStatus()
      runInAction(() => {
        if (generation !== this.generation) return
        this.status = status
        this.loadStatus = 'ready'
      })
    } catch {
      runInAction(() => {
        if (generation === this.generation && this.loadStatus !== 'ready') this.loadStatus = 'error'
      })
    }
  }

  /**
   * Activates `slot` with the giver's message, once the member has confirmed the refund warning.
   * Resolves false when an activation is already running (nothing sent). A failed attempt keeps its
   * request id, so trying the same again after a dropped connection activates once.
   */
  async activate(slot: number, message: string): Promise<boolean> {
    if (this.activating) return false
    this.activating = true
    const generation = this.generation
    try {
      const pending = this.pending
      const activation =
        pending && pending.slot === slot && pending.message === message
          ? pending
          : { slot, message, requestId: await this.api.newRequestId() }
      this.pending = activation
      const status = await this.api.activate(activation)
      if (generation !== this.generation) return false
      runInAction(() => {
        this.status = status
        this.loadStatus = 'ready'
      })
      this.pending = null
      return true
    } catch (error) {
      if (error instanceof ApiError && FINAL_REFUSALS.has(error.code)) {
        this.pending = null
        void this.load()
      }
      throw error
    } finally {
      runInAction(() => {
        this.activating = false
      })
    }
  }

  clear(): void {
    this.generation += 1
    this.status = null
    this.loadStatus = 'idle'
    this.pending = null
  }
}

export const giftApi: GiftApi = { fetchStatus: fetchGiftStatus, activate: activateGiftSlot, newRequestId }

export const useGiftStore = defineAreaStore(() => new GiftStore(giftApi))
