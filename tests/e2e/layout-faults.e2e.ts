// The layout check itself (tests/e2e/support/layout-faults.ts) on small pages built for it: it
// finds each kind of fault, and passes what is cut or hidden on purpose.
import type { Page } from 'playwright-core'
import { openBrowser, type BrowserSession } from './support/browser'
import { layoutFaults, type LayoutFault } from './support/layout-faults'

let session: BrowserSession

beforeAll(async () => {
  session = await openBrowser({ width: 375 })
})

afterAll(async () => {
  await session?.close()
})

const BASE_STYLE = 'body { margin: 0; font: 14px/1.4 sans-serif } .cell { width: 40px }'

async function faultsOf(body: string): Promise<Array<Pick<LayoutFault, 'kind' | 'text'>>> {
  const page: Page = session.page
  await page.setContent(`<!doctype html><html><head><style>${BASE_STYLE}</style></head><body>${body}</body></html>`)
  return (await layoutFaults(page)).map(({ kind, text }) => ({ kind, text }))
}

describe('the layout check', () => {
  it('finds a page wider than the viewport', async () => {
    await expect(faultsOf('<div style="width: 500px; height: 10px"></div>')).resolves.toEqual([{ kind: 'sideways-scroll', text: '' }])
  })

  it('finds a region inside the page that scrolls sideways', async () => {
    const faults = await faultsOf('<div style="overflow-x: auto"><div style="width: 600px">wide</div></div>')
    expect(faults.map((fault) => fault.kind)).toEqual(['sideways-scroll'])
  })

  it('finds text cut by its own box', async () => {
    await expect(
      faultsOf('<div style="width: 60px; overflow: hidden; white-space: nowrap">Continuous monthly subscription</div>'),
    ).resolves.toEqual([{ kind: 'clipped', text: 'Continuous monthly subscription' }])
  })

  it('finds text cut by an ancestor that hides its overflow', async () => {
    const faults = await faultsOf(
      '<div style="width: 60px; overflow: hidden"><span style="display: inline-block; white-space: nowrap">Thỏa thuận dịch vụ</span></div>',
    )
    expect(faults).toEqual([{ kind: 'clipped', text: 'Thỏa thuận dịch vụ' }])
  })

  it('finds an ellipsis whose full text is nowhere to read', async () => {
    const faults = await faultsOf(
      '<div style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">Account cancellation</div>',
    )
    expect(faults).toEqual([{ kind: 'clipped', text: 'Account cancellation' }])
  })

  it('passes an ellipsis whose full text is in a title attribute', async () => {
    const faults = await faultsOf(
      '<div style="width: 60px"><div title="Account cancellation" style="overflow: hidden; white-space: nowrap; text-overflow: ellipsis">' +
        'Account cancellation</div></div>',
    )
    expect(faults).toEqual([])
  })

  it('finds a label that spills out of its cell, as "Hôm nay" did in the sign-in week', async () => {
    const faults = await faultsOf(
      '<div style="display: flex; margin-left: 100px"><div class="cell" style="display: flex; flex-direction: column; align-items: center">' +
        '<span style="white-space: nowrap">Hôm nay</span></div></div>',
    )
    expect(faults).toEqual([{ kind: 'overflowing', text: 'Hôm nay' }])
  })

  it('finds text running off the side of the screen', async () => {
    const faults = await faultsOf('<div style="margin-left: 340px; width: 30px; white-space: nowrap; overflow: visible">Ưu đãi du lịch</div>')
    expect(faults.map((fault) => fault.kind)).toEqual(expect.arrayContaining(['off-screen']))
  })

  it('passes a label that wraps inside its cell', async () => {
    const faults = await faultsOf(
      '<div style="display: flex; margin-left: 100px"><div class="cell" style="display: flex; flex-direction: column; align-items: center">' +
        '<span style="text-align: center">Hôm nay</span></div></div>',
    )
    expect(faults).toEqual([])
  })

  it('passes text for screen readers only and a slide held outside its carousel', async () => {
    const faults = await faultsOf(
      '<span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Thưởng thêm</span>' +
        '<div style="width: 200px; overflow: hidden; white-space: nowrap"><div style="display: flex">' +
        '<div style="flex: 0 0 200px">first slide</div><div style="flex: 0 0 200px">second slide</div></div></div>',
    )
    expect(faults).toEqual([])
  })

  it('passes rows of a list that scrolls inside a card with rounded, hidden corners', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => `<div style="height: 30px">Record ${index + 1}</div>`).join('')
    const faults = await faultsOf(
      `<div style="overflow: hidden; border-radius: 8px; height: 100px"><div style="overflow-y: auto; height: 115px">${rows}</div></div>`,
    )
    expect(faults).toEqual([])
  })
})
