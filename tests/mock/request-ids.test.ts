/** @jest-environment node */
import { onceByRequestId, requestIdOf } from '../../mock/request-ids'
import type { RouteContext } from '../../mock/route'
import { MockState, type Account } from '../../mock/state'

const ID = 'a'.repeat(32)

function contextFor(state: MockState, account: Account, body: Record<string, unknown>): RouteContext & { account: Account } {
  return { state, account, body, query: {}, lang: 'zh_CN', token: undefined, t: (key) => key }
}

function setup() {
  const state = new MockState()
  const account = Object.values(state.accounts)[0]
  let spent = 0
  const spend = () => {
    spent += 1
    return { code: 200, data: { spent } }
  }
  return { state, account, spend, spentCount: () => spent }
}

test('a repeat of a request id gets the first answer and spends nothing more', () => {
  const { state, account, spend, spentCount } = setup()
  const first = onceByRequestId(contextFor(state, account, { requestId: ID }), 'exchange', spend)
  const repeat = onceByRequestId(contextFor(state, account, { requestId: ID }), 'exchange', spend)
  expect([repeat, spentCount()]).toEqual([first, 1])
})

test('another request id is another action', () => {
  const { state, account, spend, spentCount } = setup()
  onceByRequestId(contextFor(state, account, { requestId: ID }), 'exchange', spend)
  onceByRequestId(contextFor(state, account, { requestId: 'b'.repeat(32) }), 'exchange', spend)
  expect(spentCount()).toBe(2)
})

test('without a request id the action runs every time, as for an old client', () => {
  const { state, account, spend, spentCount } = setup()
  onceByRequestId(contextFor(state, account, {}), 'exchange', spend)
  onceByRequestId(contextFor(state, account, {}), 'exchange', spend)
  expect(spentCount()).toBe(2)
})

test('the same id on another action runs that action', () => {
  const { state, account, spend, spentCount } = setup()
  onceByRequestId(contextFor(state, account, { requestId: ID }), 'exchange', spend)
  onceByRequestId(contextFor(state, account, { requestId: ID }), 'draw', spend)
  expect(spentCount()).toBe(2)
})

test.each([['not hex', 'z'.repeat(32)], ['too short', 'a'.repeat(31)], ['uppercase', 'A'.repeat(32)], ['a number', 12]])(
  'a request id that is %s is no request id',
  (_name, requestId) => {
    expect(requestIdOf({ requestId })).toBeUndefined()
  },
)

test('a reset forgets the request ids', () => {
  const { state, account, spend, spentCount } = setup()
  onceByRequestId(contextFor(state, account, { requestId: ID }), 'exchange', spend)
  state.reset()
  onceByRequestId(contextFor(state, account, { requestId: ID }), 'exchange', spend)
  expect(spentCount()).toBe(2)
})
