// `npm run tab-bar-icons`: draws the mini-program's tab bar icons (WeChat takes only PNG files for
// them) from the SVG shapes below, in the tokens' colours, into src/assets/tab-bar. Run it after
// changing a shape or a colour; the PNGs are committed. They sit in the main package, so each is
// written as one colour with 16 levels of opacity (a 4-bit palette PNG): about a quarter of the
// bytes of Chromium's own screenshot, with the same edges.
const fs = require('fs')
const os = require('os')
const path = require('path')
const zlib = require('zlib')
const { chromium } = require('playwright-core')
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = require('./support/chromium')

const root = path.resolve(__dirname, '..')
const OUT = path.join(root, 'src/assets/tab-bar')
// WeChat's recommended size for a tab bar icon
const SIZE = 81
// $color-text-placeholder and $color-brand of src/styles/tokens.scss
const COLOURS = { idle: '#687083', active: '#2a5ee8' }

const SHAPES = {
  home: '<path d="M8 22 24 9l16 13v17a2 2 0 0 1-2 2H29V30h-10v11H10a2 2 0 0 1-2-2z"/>',
  me: '<circle cx="24" cy="17" r="8"/><path d="M9 41c1.5-8 7.5-12 15-12s13.5 4 15 12"/>',
}

function svgOf(shape, colour) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="${SIZE}" height="${SIZE}" fill="none" stroke="${colour}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The opacity of each pixel of an 8-bit RGBA PNG (what Chromium's screenshots are). */
function alphaOf(png) {
  let offset = PNG_SIGNATURE.length
  let width = 0
  let height = 0
  const data = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('ascii', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('expected an 8-bit RGBA PNG without interlacing')
    }
    if (type === 'IDAT') data.push(body)
    offset += 12 + length
  }
  const raw = zlib.inflateSync(Buffer.concat(data))
  const stride = width * 4
  const pixels = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x += 1) {
      const byte = raw[y * (stride + 1) + 1 + x]
      const left = x >= 4 ? pixels[y * stride + x - 4] : 0
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0
      const upLeft = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4] : 0
      const paeth = () => {
        const estimate = left + up - upLeft
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)]
        return a <= b && a <= c ? left : b <= c ? up : upLeft
      }
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter]
      pixels[y * stride + x] = (byte + predictor) & 0xff
    }
  }
  const alpha = Buffer.alloc(width * height)
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = pixels[i * 4 + 3]
  return { width, height, alpha }
}

function chunk(type, body) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), body])), 0)
  return Buffer.concat([head, body, crc])
}

/** A 4-bit palette PNG of one colour: the palette's 16 entries are its 16 levels of opacity. */
function paletteIcon({ width, height, alpha }, colour) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([4, 3, 0, 0, 0], 8)
  const palette = Buffer.alloc(16 * 3)
  const opacity = Buffer.alloc(16)
  for (let level = 0; level < 16; level += 1) {
    palette.set([r, g, b], level * 3)
    opacity[level] = Math.round((level * 255) / 15)
  }
  const rowBytes = Math.ceil(width / 2)
  const rows = Buffer.alloc((rowBytes + 1) * height)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const level = Math.round(alpha[y * width + x] / 17)
      rows[y * (rowBytes + 1) + 1 + (x >> 1)] |= x % 2 === 0 ? level << 4 : level
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('tRNS', opacity),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function main() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tab-icons-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  const page = context.pages()[0] ?? (await context.newPage())
  fs.mkdirSync(OUT, { recursive: true })
  for (const [name, shape] of Object.entries(SHAPES)) {
    for (const [state, colour] of Object.entries(COLOURS)) {
      await page.setContent(`<body style="margin:0;background:transparent">${svgOf(shape, colour)}</body>`)
      const file = path.join(OUT, state === 'idle' ? `${name}.png` : `${name}-active.png`)
      const screenshot = await page.locator('svg').screenshot({ omitBackground: true })
      fs.writeFileSync(file, paletteIcon(alphaOf(screenshot), colour))
      console.log(`wrote ${path.relative(root, file)} (${fs.statSync(file).size} bytes)`)
    }
  }
  await context.close()
  fs.rmSync(profile, { recursive: true, force: true })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
