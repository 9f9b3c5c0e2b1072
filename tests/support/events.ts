import { CoinStore } from '@/stores/coins'

/** The balance an event's claim starts from. */
export const BALANCE = 1280

/** The user's coins, read: 1,280, 40 of them expiring. */
export async function readCoins(): Promise<CoinStore> {
  const coins = new CoinStore(async () => ({ remainCoins: BALANCE, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
  await coins.load()
  return coins
}

/** Request ids made in turn: 00…01, 00…02, … */
export function requestIds(): jest.Mock<Promise<string>, []> {
  let made = 0
  return jest.fn(async () => `${(made += 1)}`.padStart(32, '0'))
}

/** The event's header card: its picture's src, or the glyph on its tile when it shows none. */
export function heroPicture(): { src: string | null | undefined; glyph: string | undefined } {
  const hero = document.querySelector('.event-hero')
  return {
    src: hero?.querySelector('.event-hero__image img')?.getAttribute('src'),
    glyph: hero?.querySelector('.event-hero__image .at-icon')?.className.match(/at-icon-([a-z-]+)/)?.[1],
  }
}
