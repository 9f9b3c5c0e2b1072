// The catalog types. Type-only imports of each area's zh_CN: no text of an area reaches the
// bundle through this file, so the entry holds only what it imports itself (the shell's zh_CN).
import type { Language, PluralFormOf } from '@/config/languages'
import type { texts as blacklist } from './blacklist/zh_CN'
import type { texts as cancellation } from './cancellation/zh_CN'
import type { texts as gift } from './gift/zh_CN'
import type { texts as device } from './device/zh_CN'
import type { texts as events } from './events/zh_CN'
import type { texts as help } from './help/zh_CN'
import type { texts as home } from './home/zh_CN'
import type { texts as identity } from './identity/zh_CN'
import type { texts as login } from './login/zh_CN'
import type { texts as lottery } from './lottery/zh_CN'
import type { texts as invite } from './invite/zh_CN'
import type { texts as membership } from './membership/zh_CN'
import type { texts as memberManage } from './memberManage/zh_CN'
import type { texts as messages } from './messages/zh_CN'
import type { texts as order } from './order/zh_CN'
import type { texts as partner } from './partner/zh_CN'
import type { texts as redirect } from './redirect/zh_CN'
import type { texts as shell } from './shell/zh_CN'
import type { texts as shop } from './shop/zh_CN'
import type { texts as support } from './support/zh_CN'
import type { texts as tasks } from './tasks/zh_CN'
import type { texts as tutorials } from './tutorials/zh_CN'
import type { texts as welfare } from './welfare/zh_CN'

/** Each area's source texts (zh_CN), by the area's name. */
interface AreaSources {
  shell: typeof shell
  welfare: typeof welfare
  membership: typeof membership
  tutorials: typeof tutorials
  messages: typeof messages
  help: typeof help
  support: typeof support
  redirect: typeof redirect
  partner: typeof partner
  blacklist: typeof blacklist
  gift: typeof gift
  lottery: typeof lottery
  shop: typeof shop
  tasks: typeof tasks
  device: typeof device
  events: typeof events
  invite: typeof invite
  order: typeof order
  memberManage: typeof memberManage
  identity: typeof identity
  cancellation: typeof cancellation
  home: typeof home
  login: typeof login
}

export type AreaName = keyof AreaSources
/** The areas a page may ask for; the shell is always there. */
export type PageAreaName = Exclude<AreaName, 'shell'>
export type AreaKey<Area extends AreaName> = keyof AreaSources[Area] & string
export type ShellKey = AreaKey<'shell'>
/** Every key of every area. */
export type MessageKey = { [Area in AreaName]: AreaKey<Area> }[AreaName]

/** The count texts of an area: `x` for the keys `x:other` (and `x:one` where a language has it). */
export type PluralKey<Key extends string> = Key extends `${infer Base}:other` ? Base : never

/**
 * One language's texts of an area: exactly the keys of its zh_CN, plus the count forms its
 * plural rule has beyond "other" (English `x:one`), or the type check fails.
 */
export type AreaCatalog<Area extends AreaName, L extends Language = 'zh_CN'> = Readonly<
  Record<AreaKey<Area>, string> & Record<`${PluralKey<AreaKey<Area>>}:${Exclude<PluralFormOf<L>, 'other'>}`, string>
>

/** Texts as the app holds them once loaded: each file's own type has checked its keys. */
export type TextCatalog = Readonly<Record<string, string>>

/**
 * How a build gets an area's texts in one language: at once where the build bundles them
 * (weapp, and the shell's zh_CN), or as a promise of the chunk that holds them (H5).
 */
export interface AreaTexts<Area extends AreaName = AreaName> {
  readonly area: Area
  load(language: Language): TextCatalog | Promise<TextCatalog>
}

type CatalogModule = { texts: TextCatalog }

/** An area whose five catalogs load on demand, one chunk per language. */
export function lazyAreaTexts<Area extends AreaName>(
  area: Area,
  chunks: Record<Language, () => Promise<CatalogModule>>,
): AreaTexts<Area> {
  return { area, load: (language) => chunks[language]().then((module) => module.texts) }
}

/** An area whose five catalogs are bundled with it. */
export function bundledAreaTexts<Area extends AreaName>(
  area: Area,
  catalogs: Record<Language, TextCatalog>,
): AreaTexts<Area> {
  return { area, load: (language) => catalogs[language] }
}
