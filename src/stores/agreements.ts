import { makeAutoObservable, runInAction } from 'mobx'
import type { ProtocolDocument } from '@/api/agreements'
import type { AgreementKind } from '@/routes'
import { Resource, type LoadStatus } from './async'

export type ProtocolLoader = (fields: { lang: string; version: string }) => Promise<ProtocolDocument[] | false>

/** Agreements and tutorials from the protocol list (spec 3), loaded at start-up (spec 7). */
export class AgreementStore {
  private readonly list: Resource<ProtocolDocument[], [string, string]>
  private wantedFor = ''

  constructor(loader: ProtocolLoader) {
    this.list = new Resource(async (lang: string, version: string) => {
      const documents = await loader({ lang, version })
      if (documents === false) throw new Error('the protocol list did not load')
      return documents
    })
    makeAutoObservable<AgreementStore, 'list'>(this, { list: false })
  }

  /** Documents already shown stay on screen while a newer version of them loads. */
  get documents(): ProtocolDocument[] {
    return this.list.data ?? []
  }

  get status(): LoadStatus {
    return this.list.status
  }

  find(kind: AgreementKind): ProtocolDocument | undefined {
    return this.documents.find((document) => document.type === kind)
  }

  /** Start-up's first load, without a version: none if a load has been asked already (a version or language that came first). */
  loadFirst(lang: string): Promise<void> {
    return this.wantedFor ? Promise.resolve() : this.load(lang, '')
  }

  /**
   * Loads once per language and version; `force` is the user's retry. The latest request wins:
   * a version or language arriving mid-load starts a new load and the older answer is dropped.
   */
  async load(lang: string, version: string, force = false): Promise<void> {
    const key = `${lang}|${version}`
    if (!force && this.wantedFor === key) return
    this.wantedFor = key
    const documents = await this.list.load(lang, version)
    runInAction(() => {
      // a failed load is asked again by the next load of the same language and version
      if (!documents && this.wantedFor === key && this.list.error !== undefined) this.wantedFor = ''
    })
  }
}
