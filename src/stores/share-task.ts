import { makeAutoObservable } from 'mobx'
import { fetchShareTask, shareRefusal, submitShareScreenshot, type ShareTask, type UploadSession } from '@/api/tasks'
import { canSubmitShare, type ShareTaskState } from '@/lib/tasks'
import type { ChosenImage } from '@/platform/types'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, Resource, type LoadStatus } from './async'
import { useWelfareStore } from './welfare'

export interface ShareTaskApi {
  fetchShareTask(): Promise<ShareTask>
  submit(image: ChosenImage, requestId: string): Promise<ShareTask>
}

export interface ShareTaskShell {
  /** The welfare centre's list reads the task's new state. */
  refreshTaskList(): void
  newRequestId(): Promise<string>
}

/**
 * The share-screenshot task (spec 4, 5, 9): where it stands, and the screenshot sent for review.
 * One submission at a time, so a double tap sends one request; a submission whose answer was lost
 * keeps its request id, so sending the same image again submits once.
 */
export class ShareTaskStore {
  private readonly read: Resource<ShareTask>
  private readonly submissions: Action
  private readonly api: ShareTaskApi
  private readonly shell: ShareTaskShell

  constructor(api: ShareTaskApi, shell: ShareTaskShell) {
    this.api = api
    this.shell = shell
    this.read = new Resource(() => api.fetchShareTask())
    this.submissions = new Action({ newRequestId: () => shell.newRequestId() })
    makeAutoObservable<ShareTaskStore, 'api' | 'shell' | 'read' | 'submissions'>(this, { read: false, api: false, shell: false, submissions: false })
  }

  get task(): ShareTask | null {
    return this.read.data
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

  get submitting(): boolean {
    return this.submissions.busy
  }

  async load(): Promise<void> {
    await this.read.load()
  }

  /**
   * Sends the screenshot for review. Undefined when a submission is already on its way (nothing
   * sent); rejects with the server's refusal or the transport's failure.
   */
  async submit(image: ChosenImage): Promise<ShareTask | undefined> {
    try {
      // each image chosen is its own intent: its preview is made anew at every choice
      const task = await this.submissions.runOnce(image.previewUrl, (requestId) => this.api.submit(image, requestId))
      if (!task) return undefined
      this.read.set(task)
      this.shell.refreshTaskList()
      return task
    } catch (error) {
      // Submitted elsewhere (another device, an earlier tap): show where the task now stands.
      if (shareRefusal(error) === 'alreadySubmitted') void this.load()
      throw error
    }
  }

  clear(): void {
    this.read.reset()
    this.submissions.reset()
  }
}

export const useShareTaskStore = defineAreaStore((shell) => {
  const session: UploadSession = shell.session
  return new ShareTaskStore(
    { fetchShareTask, submit: (image, requestId) => submitShareScreenshot(image, requestId, session, shell.translation.language) },
    { refreshTaskList: () => void useWelfareStore.of(shell).loadTasks(), newRequestId },
  )
})
