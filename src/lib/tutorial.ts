// Which keep-alive tutorial (spec 2, spec 3 agreement types) fits the user's phone.
//
// The maker comes from the page query `?brand=` (a tutorial kind or any maker string, e.g.
// `?brand=HUAWEI`) or else from the host's equipment string (spec 3: deviceCode, the `equipment`
// of the getVersion answer), which Android hosts fill with the phone's manufacturer and model.

/** The keep-alive tutorials, in the order the maker list shows them; `general` fits any phone. */
export const TUTORIAL_KINDS = ['huawei', 'honor', 'xiaomi', 'oppo', 'vivo', 'oneplus', 'samsung', 'general'] as const

export type TutorialKind = (typeof TUTORIAL_KINDS)[number]

// Brand words as phones report them (Build.MANUFACTURER / Build.BRAND) and the sub-brands that
// ship the same system: Redmi and POCO run Xiaomi's MIUI / HyperOS, iQOO runs vivo's system.
const MAKER_WORDS: Readonly<Record<string, TutorialKind>> = {
  huawei: 'huawei',
  honor: 'honor',
  xiaomi: 'xiaomi',
  redmi: 'xiaomi',
  poco: 'xiaomi',
  oppo: 'oppo',
  vivo: 'vivo',
  iqoo: 'vivo',
  oneplus: 'oneplus',
  samsung: 'samsung',
  galaxy: 'samsung',
  general: 'general',
}

// Android makers without a tutorial of their own: the general one applies. realme is here, not
// under oppo: its system is close to ColorOS, but its settings paths are not the same everywhere.
const GENERAL_MAKERS: ReadonlySet<string> = new Set([
  'realme',
  'meizu',
  'motorola',
  'moto',
  'lenovo',
  'zte',
  'nubia',
  'redmagic',
  'google',
  'pixel',
  'sony',
  'asus',
  'rog',
  'nokia',
  'lg',
  'tecno',
  'infinix',
  'itel',
  'coolpad',
  'blackshark',
  'nothing',
  'hisense',
  'sharp',
  'android',
])

/** Lower-case words of a maker string; "One Plus" / "one-plus" count as one word. */
function makerWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/one[\s_-]*plus/g, 'oneplus')
    .replace(/red[\s_-]*magic/g, 'redmagic')
    .replace(/black[\s_-]*shark/g, 'blackshark')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/**
 * The tutorial for a maker string such as "HUAWEI", "Redmi Note 12" or "HONOR|ANY-AN00". The
 * first word naming a maker with a tutorial decides (an old "HUAWEI HONOR 9" reports Huawei
 * first and ran Huawei's system); failing that, a known Android maker without a tutorial of its
 * own gets `general`. Text naming no maker (an iPhone, a device id) gives undefined: the user
 * picks from the list.
 */
export function tutorialForMaker(text: unknown): TutorialKind | undefined {
  if (typeof text !== 'string' || !text) return undefined
  const words = makerWords(text)
  for (const word of words) {
    if (Object.prototype.hasOwnProperty.call(MAKER_WORDS, word)) return MAKER_WORDS[word]
  }
  return words.some((word) => GENERAL_MAKERS.has(word)) ? 'general' : undefined
}

export interface TutorialHints {
  /** the page's `brand` query value */
  brand?: string
  /** the host's equipment string (session.deviceCode) */
  equipment?: string
}

/** The query names the tutorial when it names a maker; otherwise the host's equipment does. */
export function chooseTutorial({ brand, equipment }: TutorialHints): TutorialKind | undefined {
  return tutorialForMaker(brand) ?? tutorialForMaker(equipment)
}
