import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { Language } from '@/lib/i18n'
import type { AreaName, AreaTexts, TextCatalog } from '@/locales'
import { shellSource, shellTexts } from '@/locales/shell'

const slot = (area: AreaName, language: Language) => `${area}:${language}`

/**
 * The catalogs loaded so far, by area and language. Catalogs never change once loaded, so one
 * store serves the app; a page's area texts arrive through `load` (src/components/page-gate).
 */
export class TextStore {
  /** loaded catalogs by `area:language`; the catalogs themselves are plain frozen data */
  catalogs = observable.map<string, TextCatalog>({}, { deep: false })
  /** the areas asked for so far, to load them again in a language the user switches to */
  private readonly areas = new Map<AreaName, AreaTexts>([['shell', shellTexts]])
  private readonly loading = new Map<string, Promise<void>>()
  private readonly reportedMissing = new Set<string>()

  constructor() {
    makeAutoObservable<TextStore, 'areas' | 'loading' | 'reportedMissing' | 'areasIn'>(this, {
      areasIn: false,
      areas: false,
      loading: false,
      reportedMissing: false,
    })
    this.add('shell', 'zh_CN', shellSource)
  }

  has(area: AreaName, language: Language): boolean {
    return this.catalogs.has(slot(area, language))
  }

  add(area: AreaName, language: Language, catalog: TextCatalog): void {
    this.catalogs.set(slot(area, language), catalog)
  }

  /** Loads an area's texts in a language once; a bundled area is there before this returns. */
  load(texts: AreaTexts, language: Language): Promise<void> {
    this.areas.set(texts.area, texts)
    const key = slot(texts.area, language)
    if (this.catalogs.has(key)) return Promise.resolve()
    const pending = this.loading.get(key)
    if (pending) return pending
    const catalog = texts.load(language)
    if (!(catalog instanceof Promise)) {
      this.add(texts.area, language, catalog)
      return Promise.resolve()
    }
    const loaded = catalog
      .then((result) => runInAction(() => this.add(texts.area, language, result)))
      .finally(() => this.loading.delete(key))
    this.loading.set(key, loaded)
    return loaded
  }

  /** Loads in `language` every area already loaded in `shown`, so a switch shows no missing text. */
  loadLike(shown: Language, language: Language): Promise<void> {
    return Promise.all(this.areasIn(shown).map((texts) => this.load(texts, language))).then(() => undefined)
  }

  /** Whether every area loaded in `shown` is loaded in `language` too. */
  hasLike(shown: Language, language: Language): boolean {
    return this.areasIn(shown).every((texts) => this.has(texts.area, language))
  }

  private areasIn(language: Language): AreaTexts[] {
    return [...this.areas.values()].filter((texts) => texts.area === 'shell' || this.has(texts.area, language))
  }

  /** The text of a key in a language, from whichever loaded area holds it. */
  find(language: Language, key: string): string | undefined {
    for (const [name, catalog] of this.catalogs) {
      if (name.endsWith(`:${language}`) && Object.prototype.hasOwnProperty.call(catalog, key)) return catalog[key]
    }
    return undefined
  }

  /** A key whose area is not loaded is a bug (the page gate loads them first): said once, not shown. */
  reportMissing(language: Language, key: string): void {
    const name = `${language}:${key}`
    if (this.reportedMissing.has(name)) return
    this.reportedMissing.add(name)
    console.error(`[texts] no text for "${key}" in ${language}: its area is not loaded`)
  }
}

/** The app's catalogs. */
export const appTexts = new TextStore()
