// Spec 9 list, smooth at 1,000 rows: the time to append a page of 10 rows to an empty list and to
// a list of 990. With memoised rows both stay close; a list that re-rendered every row would grow
// about a hundredfold. Figures only: timing depends on the machine, so nothing here asserts on it.
import { act } from '@testing-library/react'
import { Text, View } from '@tarojs/components'
import { LIST_PAGE_SIZE, ScrollList } from '@/components/scroll-list'
import { renderWithStores } from '../support/render'

const RUNS = 7
const PAGES = 100

interface CoinRecord {
  id: string
  title: string
  amount: number
}

const records: CoinRecord[] = Array.from({ length: PAGES * LIST_PAGE_SIZE }, (_, i) => ({
  id: `record-${i}`,
  title: `Daily sign-in ${i}`,
  amount: (i % 7) - 3,
}))

const renderRecord = (record: CoinRecord) => (
  <View className='bench-row'>
    <Text>{record.title}</Text>
    <Text>{record.amount}</Text>
  </View>
)
const recordKey = (record: CoinRecord) => record.id
const loadNothing = () => undefined

function list(count: number) {
  return (
    <ScrollList
      dataSource={records.slice(0, count)}
      loading={false}
      hasMore={count < records.length}
      onLoad={loadNothing}
      row={renderRecord}
      rowKey={recordKey}
    />
  )
}

/** Times of appending each page, in ms, in page order. */
async function appendAllPages(): Promise<number[]> {
  const view = renderWithStores(list(0))
  const times: number[] = []
  for (let page = 1; page <= PAGES; page += 1) {
    const next = list(page * LIST_PAGE_SIZE)
    const start = performance.now()
    act(() => {
      view.rerender(next)
    })
    times.push(performance.now() - start)
    // the list's measurement after the render finishes here, outside the timed part
    await act(async () => {
      await Promise.resolve()
    })
  }
  const rendered = view.container.querySelectorAll('.bench-row').length
  view.unmount()
  if (rendered !== records.length) throw new Error(`rendered ${rendered} rows instead of ${records.length}`)
  return times
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

test('appending pages of 10 rows up to 1,000 rows', async () => {
  // one run to warm up the JIT, not counted
  await appendAllPages()
  const first: number[] = []
  const last: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const times = await appendAllPages()
    first.push(times[0])
    last.push(times[PAGES - 1])
  }
  expect(first).toHaveLength(RUNS)
  const page1 = median(first)
  const page100 = median(last)
  process.stdout.write(
    `\nscroll-list append: page 1 ${page1.toFixed(2)} ms, page 100 ${page100.toFixed(2)} ms, ` +
      `ratio ${(page100 / page1).toFixed(2)} (median of ${RUNS} runs; jsdom, React development build)\n\n`,
  )
})
