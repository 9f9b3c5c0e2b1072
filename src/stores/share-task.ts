import { makeAutoObservable, runInAction } from 'mobx'
import { fetchShareTask, submitShareScreenshot, type ShareTask, type UploadSession } from '@/api/tasks'
import { canSubmitShare, shareRefusalOf, type ShareTaskState } from '@/lib/tasks'
import type { ChosenImage } from '@/platform/types'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { LoadStatus } from './load-status'
import { TaskRead } from './tasks'

export interface ShareTaskApi {
  fetchShareTask(): Promise<ShareTask>
  submit(image: ChosenImage, requestId: string): Promise<ShareTask>
}

export interface ShareTaskShell {
  /** The welfare centre's list reads the task's new state. */
  refreshTaskList(): void
  newRequestId(): Promise<string>
}

/** A submission the user asked for and has no answer to yet: a retry of the same image sends its request id again. */
interface SubmitIntent {
  image: ChosenImage
  requestId: string
}

/**
 * The share-screenshot task (spec 4, 5, 9): where it stands, and the screenshot sent for review.
 * One submission at a time, so a double tap sends one request; a submission whose answer was lost
 * keeps its request id, so sending the same image again submits once.
 */
export class ShareTaskStore {
  readonly read = new TaskRead<ShareTask>()
  submitting = false
  private intent: SubmitIntent | undefined = undefined
  private owner = 0
  private readonly api: ShareTaskApi
  private readonly shell: ShareTaskShell

  constructor(api: ShareTaskApi, shell: ShareTaskShell) {
    this.api = api
    this.shell = shell
    makeAutoObservable<ShareTaskStore, 'api' | 'shell' | 'intent' | 'owner'>(this, { read: false, api: false, shell: false, intent: false, owner: false })
  }

  get task(): ShareTask | null {
    return this.read.task
  }

  get status(): LoadStatus {
    return this.read.status
  }

  get state(): ShareTaskState | undefined {
    return this.task?.state
  }

  get canSubmit(): boolean {
    return this.state !== undefined && canSubmitShare(this.state)
  }

  load(): Promise<void> {
    return this.read.load(() => this.api.fetchShareTask())
  }

  /**
   * Sends the screenshot for review. Undefined when a submission is already on its way (nothing
   * sent); rejects with the server's refusal or the transport's failure.
   */
  async submit(image: ChosenImage): Promise<ShareTask | undefined> {
    if (this.submitting) return undefined
    const owner = this.owner
    this.submitting = true
    try {
      if (this.intent?.image !== image) this.intent = { image, requestId: await this.shell.newRequestId() }
      const task = await this.api.submit(image, this.intent.requestId)
      runInAction(() => {
        if (owner !== this.owner) return
        this.intent = undefined
        this.read.show(task)
      })
      this.shell.refreshTaskList()
      return task
    } catch (error) {
      runInAction(() => {
        if (owner !== this.owner || !(error instanceof ApiError)) return
        this.intent = undefined
        // Submitted elsewhere (another device, an earlier tap): show where the task now stands.
        if (shareRefusalOf(error.code) === 'alreadySubmitted') void this.load()
      })
      throw error
    } finally {
      runInAction(() => {
        if (owner === this.owner) this.submitting = false
      })
    }
  }

  clear(): void {
    this.owner += 1
    this.read.clear()
    this.submitting = false
    this.intent = undefined
  }
}

export const useShareTaskStore = defineAreaStore((shell) => {
  const session: UploadSession = shell.session
  return new ShareTaskStore(
    { fetchShareTask, submit: (image, requestId) => submitShareScreenshot(image, requestId, session) },
    { refreshTaskList: () => void shell.welfare.loadTasks(), newRequestId },
  )
})
