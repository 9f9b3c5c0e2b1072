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

  it('finds a placeholder wider than its input, as "Enter your real nam" was', async () => {
    const faults = await faultsOf('<input style="width: 120px; padding: 0 8px" placeholder="Enter your real name as on your ID card">')
    expect(faults).toEqual([{ kind: 'placeholder-cut', text: 'Enter your real name as on your ID card' }])
  })

  it('passes a placeholder that fits, and an input whose value covers it', async () => {
    const faults = await faultsOf(
      '<input style="width: 300px" placeholder="Redeem code"><input style="width: 60px" placeholder="Enter the redeem code" value="A1">',
    )
    expect(faults).toEqual([])
  })

  it('finds text touching the side of its button, as "Sao chép liên kết" did', async () => {
    const faults = await faultsOf(
      '<div style="display: inline-block; padding: 6px 1px; border: 1px solid #2a5ee8; border-radius: 16px"><span>Sao chép liên kết</span></div>',
    )
    expect(faults).toEqual([{ kind: 'touching-edge', text: 'Sao chép liên kết' }])
  })

  it('finds text touching the side of a chip drawn by its background alone', async () => {
    const faults = await faultsOf('<span style="display: inline-block; background: #fdeaea; padding: 2px 0">Bồ Đào Nha thắng</span>')
    expect(faults).toEqual([{ kind: 'touching-edge', text: 'Bồ Đào Nha thắng' }])
  })

  it('finds a word broken over two lines in a narrow cell, as "Gift membersh / ip" was', async () => {
    const faults = await faultsOf('<div class="cell" style="overflow-wrap: anywhere">Gift membership</div>')
    expect(faults).toEqual([{ kind: 'word-broken', text: 'Gift membership' }])
  })

  it('finds a Vietnamese word broken, and a Latin word broken in Chinese text', async () => {
    const faults = await faultsOf(
      '<div style="width: 30px; overflow-wrap: break-word">Nhận thưởng</div>' +
        '<div style="width: 30px; overflow-wrap: anywhere">开通Premium会员</div>',
    )
    expect(faults.map((fault) => fault.kind)).toEqual(['word-broken', 'word-broken'])
  })

  it('passes words that wrap between them, after a hyphen, and Chinese that breaks between characters', async () => {
    const faults = await faultsOf(
      '<div style="width: 45px; overflow-wrap: anywhere">Daily check-in reward</div>' +
        '<div style="width: 30px">每日签到领取奖励</div>',
    )
    expect(faults).toEqual([])
  })

  it('passes codes, links, e-mail addresses and IDs broken anywhere', async () => {
    const faults = await faultsOf(
      '<div style="width: 80px; word-break: break-all">wxidlongaccountname</div>' +
        '<div style="width: 80px; overflow-wrap: anywhere">Sent to someone.long@example.com</div>' +
        '<div style="width: 80px; overflow-wrap: anywhere">https://example.com/invite</div>' +
        '<div style="width: 80px; overflow-wrap: anywhere">Code VIPX7Q2K9P3M8</div>',
    )
    expect(faults).toEqual([])
  })

  it('passes text with room at the sides of its button, and text at the side of a box in the colour behind it', async () => {
    const faults = await faultsOf(
      '<div style="display: inline-block; padding: 6px 12px; border: 1px solid #2a5ee8"><span>Sao chép</span></div>' +
        '<div style="background: #fff">Full width text on white</div>',
    )
    expect(faults).toEqual([])
  })
})
