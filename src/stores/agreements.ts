import { makeAutoObservable, runInAction } from 'mobx'
import type { ProtocolDocument } from '@/api/agreements'
import type { AgreementKind } from '@/routes'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export type ProtocolLoader = (fields: { lang: string; version: string }) => Promise<ProtocolDocument[] | false>

/** Agreements and tutorials from the protocol list (spec 3), loaded at start-up (spec 7). */
export class AgreementStore {
  documents: ProtocolDocument[] = []
  status: LoadStatus = 'idle'
  private loadedFor = ''
  private readonly loader: ProtocolLoader

  constructor(loader: ProtocolLoader) {
    this.loader = loader
    makeAutoObservable<AgreementStore, 'loader'>(this, { loader: false })
  }

  find(kind: AgreementKind): ProtocolDocument | undefined {
    return this.documents.find((document) => document.type === kind)
  }

  /** Loads once per language and version; `force` is the user's retry. */
  async load(lang: string, version: string, force = false): Promise<void> {
    const key = `${lang}|${version}`
    if (!force && (this.loadedFor === key || this.status === 'loading')) return
    this.loadedFor = key
    this.status = 'loading'
    const result = await this.loader({ lang, version })
    runInAction(() => {
      if (result === false) {
        this.status = 'error'
        this.loadedFor = ''
        return
      }
      this.documents = result
      this.status = 'ready'
    })
  }
}
