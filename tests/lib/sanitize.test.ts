/** @jest-environment node */
import { sanitizeHtml } from '@/lib/sanitize'

const WORDPRESS_ARTICLE = [
  '<!-- wp:heading -->',
  '<h2 class="wp-block-heading" id="refund">如何申请退款？</h2>',
  '<!-- /wp:heading -->',
  '<!-- wp:paragraph -->',
  '<p class="has-text-align-center" style="text-align:center">购买后 <strong>7 天内</strong>可申请退款，',
  '详见<a href="https://help.example.com/refund?id=48&amp;t=1" target="_blank" rel="noreferrer noopener">退款说明</a>。</p>',
  '<!-- /wp:paragraph -->',
  '<!-- wp:list -->',
  '<ul class="wp-block-list"><li>打开<em>我的</em></li><li>点击<b>申请记录</b></li></ul>',
  '<!-- /wp:list -->',
  '<!-- wp:image {"id":12,"sizeSlug":"large"} -->',
  '<figure class="wp-block-image size-large"><img decoding="async" width="750" height="420" ',
  'src="https://cdn.example.com/wp-content/uploads/2024/12/step1.png" alt="第一步" class="wp-image-12" ',
  'srcset="https://cdn.example.com/wp-content/uploads/2024/12/step1-300x168.png 300w" sizes="(max-width: 750px) 100vw, 750px" />',
  '<figcaption class="wp-element-caption">示意图</figcaption></figure>',
  '<!-- /wp:image -->',
].join('')

describe('sanitizeHtml', () => {
  it('keeps the text and allowed structure of a WordPress article while dropping comments, classes and srcset', () => {
    expect(sanitizeHtml(WORDPRESS_ARTICLE)).toBe(
      [
        '<h2>如何申请退款？</h2>',
        '<p style="text-align:center;">购买后 <strong>7 天内</strong>可申请退款，',
        '详见<a href="https://help.example.com/refund?id=48&amp;t=1" rel="noopener noreferrer" target="_blank">退款说明</a>。</p>',
        '<ul><li>打开<em>我的</em></li><li>点击<b>申请记录</b></li></ul>',
        '<img width="750" height="420" src="https://cdn.example.com/wp-content/uploads/2024/12/step1.png" alt="第一步" />',
        '示意图',
      ].join(''),
    )
  })

  it('removes a script element together with its content', () => {
    expect(sanitizeHtml('<p>before</p><script>if (a < b) { steal(document.cookie) }</script><p>after</p>')).toBe(
      '<p>before</p><p>after</p>',
    )
  })

  it('removes a style element together with its content', () => {
    expect(sanitizeHtml('<style>body { display: none }</style><p>text</p>')).toBe('<p>text</p>')
  })

  it('removes an iframe together with its content', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example/"><p>fallback</p></iframe><p>text</p>')).toBe('<p>text</p>')
  })

  it('removes an onerror handler and the unsafe src from an image', () => {
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img>')
  })

  it('removes every on* attribute from an allowed tag', () => {
    expect(sanitizeHtml('<div onclick="a()" onmouseover="b()" ONLOAD="c()">text</div>')).toBe('<div>text</div>')
  })

  it('removes a javascript: href', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>')
  })

  it('removes a javascript: href hidden behind entities, case and spaces', () => {
    expect(sanitizeHtml('<a HREF="  JaVa&#x53;cript&colon;alert(1)">click</a>')).toBe('<a>click</a>')
  })

  it('removes hrefs that are not absolute http or https', () => {
    expect(sanitizeHtml('<a href="/relative">r</a><a href="mailto:a@example.com">m</a><a href="//evil.example/">p</a>')).toBe(
      '<a>r</a><a>m</a><a>p</a>',
    )
  })

  it('removes a data: image source', () => {
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">')).toBe('<img alt="x">')
  })

  it('adds rel noopener noreferrer to a link in place of the one given', () => {
    expect(sanitizeHtml('<a href="https://example.com/" rel="opener">go</a>')).toBe(
      '<a href="https://example.com/" rel="noopener noreferrer">go</a>',
    )
  })

  it('drops a target other than _blank or _self', () => {
    expect(sanitizeHtml('<a href="https://example.com/" target="parentFrame">go</a>')).toBe(
      '<a href="https://example.com/" rel="noopener noreferrer">go</a>',
    )
  })

  it('keeps allowed CSS and drops positioning in a style attribute', () => {
    expect(sanitizeHtml('<span style="color:#f60;position:fixed;top:0">sale</span>')).toBe('<span style="color:#f60;">sale</span>')
  })

  it('drops a style attribute whose url() uses javascript:', () => {
    expect(sanitizeHtml('<div style="background:url(javascript:alert(1))">x</div>')).not.toContain('javascript')
  })

  it('keeps tables with their cell spans', () => {
    const table = '<table><thead><tr><th colspan="2">套餐</th></tr></thead><tbody><tr><td>VIP</td><td>30</td></tr></tbody></table>'
    expect(sanitizeHtml(table)).toBe(table)
  })

  it('keeps blockquote, section, hr and br', () => {
    const html = '<section><blockquote>引用<br />下一行</blockquote><hr /></section>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('strips unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<form action="https://evil.example/"><label>name</label><input name="pw"></form>')).toBe('name')
  })

  it('escapes a quote smuggled into an href so it cannot open a new attribute', () => {
    expect(sanitizeHtml('<a href="https://example.com/&quot; onclick=&quot;alert(1)">x</a>')).toBe(
      '<a href="https://example.com/&quot; onclick=&quot;alert(1)" rel="noopener noreferrer">x</a>',
    )
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('')
  })
})
