/** @jest-environment node */
import {
  drawBlock,
  drawCoinChange,
  LOTTERY_BOARD_SIZE,
  LOTTERY_BUTTON_CELL,
  LOTTERY_RING_CELLS,
  ringPositionOf,
  spinPath,
  spinStepDelay,
} from '@/lib/lottery'

const OPEN = { status: 'open' as const, costCoins: 20, drawsToday: 0, dailyDraws: 10 }
const PRIZES = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].map((id) => ({ id }))

describe('the board', () => {
  it('puts the eight prizes round the edge of the 3 × 3 grid, clockwise, each cell once', () => {
    expect([...LOTTERY_RING_CELLS].sort()).toEqual([0, 1, 2, 3, 5, 6, 7, 8])
  })

  it('keeps the middle cell for the draw button', () => {
    expect(LOTTERY_RING_CELLS).not.toContain(LOTTERY_BUTTON_CELL)
  })

  it('finds the ring position of the prize the server chose', () => {
    expect(ringPositionOf(PRIZES, 'p6')).toBe(5)
  })

  it('finds no position for a prize the board does not have', () => {
    expect(ringPositionOf(PRIZES, 'p9')).toBeUndefined()
  })
})

describe('spinPath', () => {
  it.each([
    [0, 0],
    [0, 7],
    [3, 2],
    [7, 0],
    [5, 5],
  ])('from %i always ends on the chosen prize %i', (from, to) => {
    expect(spinPath(from, to, 1).at(-1)).toBe(to)
  })

  it('makes the whole laps asked for before the last stretch', () => {
    expect(spinPath(2, 5, 2)).toHaveLength(2 * LOTTERY_BOARD_SIZE + 3)
  })

  it('moves one cell at a time, clockwise', () => {
    expect(spinPath(6, 1, 0)).toEqual([7, 0, 1])
  })

  it('ends on the prize even from a position outside the ring', () => {
    expect(spinPath(-3, 4, 1).at(-1)).toBe(4)
  })

  it('has nothing to run with no laps when it already stands on the prize', () => {
    expect(spinPath(4, 4, 0)).toEqual([])
  })
})

describe('spinStepDelay', () => {
  it('slows down towards the end', () => {
    const delays = Array.from({ length: 12 }, (_, step) => spinStepDelay(step, 12))
    expect(delays).toEqual([...delays].sort((a, b) => a - b))
    expect(delays[11]).toBeGreaterThan(delays[0])
  })

  it('waits the slow step for a path of one step', () => {
    expect(spinStepDelay(0, 1)).toBe(360)
  })
})

describe('drawBlock', () => {
  it('lets an open lottery draw with enough coins', () => {
    expect(drawBlock(OPEN, 20)).toBeUndefined()
  })

  it.each(['exhausted', 'paused', 'unavailable'] as const)('blocks a %s lottery', (status) => {
    expect(drawBlock({ ...OPEN, status }, 1000)).toBe(status)
  })

  it('blocks a balance under the cost', () => {
    expect(drawBlock(OPEN, 19)).toBe('insufficientCoins')
  })

  it('lets the server decide while the balance is unknown', () => {
    expect(drawBlock(OPEN, undefined)).toBeUndefined()
  })

  it('blocks the draw after the last one of the day', () => {
    expect(drawBlock({ ...OPEN, drawsToday: 10 }, 1000)).toBe('dailyLimit')
  })

  it('has no daily block when the lottery sets no limit', () => {
    expect(drawBlock({ ...OPEN, dailyDraws: 0, drawsToday: 40 }, 1000)).toBeUndefined()
  })
})

describe('drawCoinChange', () => {
  it('is the coin prize minus the cost', () => {
    expect(drawCoinChange(20, { kind: 'coins', coins: 50 })).toBe(30)
  })

  it('is minus the cost for a VIP prize', () => {
    expect(drawCoinChange(20, { kind: 'vip', coins: 0 })).toBe(-20)
  })

  it('is minus the cost for no prize', () => {
    expect(drawCoinChange(20, { kind: 'none', coins: 0 })).toBe(-20)
  })
})
