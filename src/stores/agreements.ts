import { makeAutoObservable, runInAction } from 'mobx'
import type { ProtocolDocument } from '@/api/agreements'
import type { AgreementKind } from '@/routes'
import type { LoadStatus } from './load-status'

export type ProtocolLoader = (fields: { lang: string; version: string }) => Promise<ProtocolDocument[] | false>

/** Agreements and tutorials from the protocol list (spec 3), loaded at start-up (spec 7). */
export class AgreementStore {
  documents: ProtocolDocument[] = []
  status: LoadStatus = 'idle'
  private wantedFor = ''
  private readonly loader: ProtocolLoader

  constructor(loader: ProtocolLoader) {
    this.loader = loader
    makeAutoObservable<AgreementStore, 'loader'>(this, { loader: false })
  }

  find(kind: AgreementKind): ProtocolDocument | undefined {
    return this.documents.find((document) => document.type === kind)
  }

  /**
   * Loads once per language and version; `force` is the user's retry. The latest request wins:
   * a version or language arriving mid-load starts a new load and the older answer is dropped.
   */
  async load(lang: string, version: string, force = false): Promise<void> {
    const key = `${lang}|${version}`
    if (!force && this.wantedFor === key) return
    this.wantedFor = key
    // Documents already shown stay on screen while a newer version of them loads.
    if (this.documents.length === 0) this.status = 'loading'
    const result = await this.loader({ lang, version })
    runInAction(() => {
      if (this.wantedFor !== key) return
      if (result === false) {
        this.wantedFor = ''
        if (this.documents.length === 0) this.status = 'error'
        return
      }
      this.documents = result
      this.status = 'ready'
    })
  }
}
