/** @jest-environment node */
import { decodeEntities, isPhrasing, MAX_CMS_DEPTH, parseCmsDocument, type CmsElement, type CmsNode } from '@/lib/cms-document'
import { sanitizeHtml } from '@/lib/sanitize'

const text = (value: string): CmsNode => ({ kind: 'text', text: value })

function element(tag: CmsElement['tag'], children: CmsNode[] = [], fields: Partial<CmsElement> = {}): CmsElement {
  return { kind: 'element', tag, children, ...fields }
}

/** How many elements deep the tree goes. */
function depthOf(nodes: readonly CmsNode[]): number {
  let deepest = 0
  let level: readonly CmsNode[] = nodes
  while (level.length > 0) {
    const elements = level.filter((node): node is CmsElement => node.kind === 'element')
    if (elements.length === 0) break
    deepest += 1
    level = elements.flatMap((node) => node.children)
  }
  return deepest
}

function allText(nodes: readonly CmsNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : allText(node.children))).join('')
}

describe('parseCmsDocument', () => {
  it('reads nested elements and their text', () => {
    expect(parseCmsDocument('<p>购买后 <strong>7 天内</strong>可申请退款</p>')).toEqual([
      element('p', [text('购买后 '), element('strong', [text('7 天内')]), text('可申请退款')]),
    ])
  })

  it('reads what sanitizeHtml writes for a link, an image and a styled paragraph', () => {
    const html = [
      '<p style="text-align:center">居中</p>',
      '<a href="https://help.example.com/refund?id=48&amp;t=1" target="_blank">退款说明</a>',
      '<img src="https://img.speedup.example/step1.png" alt="第一步" width="750">',
    ].join('')
    expect(parseCmsDocument(sanitizeHtml(html, ['img.speedup.example']))).toEqual([
      element('p', [text('居中')], { style: 'text-align:center;' }),
      element('a', [text('退款说明')], { href: 'https://help.example.com/refund?id=48&t=1' }),
      element('img', [], { src: 'https://img.speedup.example/step1.png', alt: '第一步', width: 750 }),
    ])
  })

  it('keeps the column span of a table cell', () => {
    expect(parseCmsDocument('<table><tr><td colspan="2">合计</td></tr></table>')).toEqual([
      element('table', [element('tr', [element('td', [text('合计')], { colspan: 2 })])]),
    ])
  })

  it('caps a column span at the 1000 columns HTML allows', () => {
    const [table] = parseCmsDocument('<table><tr><td colspan="99999">x</td></tr></table>') as CmsElement[]
    expect((table.children[0] as CmsElement).children[0]).toMatchObject({ colspan: 1000 })
  })

  it('ignores a width or column span that is not a whole number', () => {
    expect(parseCmsDocument('<img src="https://img.speedup.example/a.png" width="100%"><td colspan="two">x</td>')).toEqual([
      element('img', [], { src: 'https://img.speedup.example/a.png' }),
      element('td', [text('x')]),
    ])
  })

  it('keeps only the attributes its tag uses', () => {
    expect(parseCmsDocument('<p href="https://a.example" src="x" colspan="2">p</p>')).toEqual([element('p', [text('p')])])
  })

  it('gives void tags no children', () => {
    expect(parseCmsDocument('<p>一<br>二<hr>三</p>')).toEqual([element('p', [text('一'), element('br'), text('二'), element('hr'), text('三')])])
  })

  it('reads a self-closing tag', () => {
    expect(parseCmsDocument('a<br />b')).toEqual([text('a'), element('br'), text('b')])
  })

  it('keeps the text of an unknown tag and drops its markup', () => {
    expect(parseCmsDocument('<p><font color="red">红</font>字</p>')).toEqual([element('p', [text('红字')])])
  })

  it('closes unclosed tags at the end', () => {
    expect(parseCmsDocument('<div><p>未闭合')).toEqual([element('div', [element('p', [text('未闭合')])])])
  })

  it('ignores a stray closing tag', () => {
    expect(parseCmsDocument('<p>a</strong>b</p></div>c')).toEqual([element('p', [text('ab')]), text('c')])
  })

  it('closes the open tags inside an element when the element closes', () => {
    expect(parseCmsDocument('<div><strong>粗</div>后')).toEqual([element('div', [element('strong', [text('粗')])]), text('后')])
  })

  it('ends an open list item when the next item of its list starts', () => {
    expect(parseCmsDocument('<ol><li>一<li>二</ol>')).toEqual([element('ol', [element('li', [text('一')]), element('li', [text('二')])])])
  })

  it('keeps an item of a nested list inside the item that holds the list', () => {
    expect(parseCmsDocument('<ul><li>一<ul><li>甲</li></ul></li></ul>')).toEqual([
      element('ul', [element('li', [text('一'), element('ul', [element('li', [text('甲')])])])]),
    ])
  })

  it('ends an open table cell when the next cell of its row starts', () => {
    expect(parseCmsDocument('<tr><th>名称<td>值</tr>')).toEqual([element('tr', [element('th', [text('名称')]), element('td', [text('值')])])])
  })

  it('decodes entities in text', () => {
    expect(parseCmsDocument('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39;')).toEqual([text('a & b <c> "d" \'e\'')])
  })

  it('decodes entities in attribute values', () => {
    expect(parseCmsDocument('<img src="https://img.speedup.example/a.png" alt="&quot;第一步&quot; &lt;图&gt;">')).toEqual([
      element('img', [], { src: 'https://img.speedup.example/a.png', alt: '"第一步" <图>' }),
    ])
  })

  it('collapses runs of white space into one space, as HTML shows them', () => {
    expect(parseCmsDocument('<p>\n  一\t\t二\n</p>')).toEqual([element('p', [text(' 一 二 ')])])
  })

  it('keeps no-break spaces', () => {
    expect(parseCmsDocument('a&nbsp;&nbsp;b')).toEqual([text('a\u00a0\u00a0b')])
  })

  it('joins the text around a dropped tag with one space between', () => {
    expect(parseCmsDocument('a <x> b')).toEqual([text('a b')])
  })

  it('reads a quoted attribute holding the other quote and a closing angle bracket', () => {
    expect(parseCmsDocument(`<img src='https://img.speedup.example/a.png' alt='他说"好" >'>后`)).toEqual([
      element('img', [], { src: 'https://img.speedup.example/a.png', alt: '他说"好" >' }),
      text('后'),
    ])
  })

  it('reads an unquoted attribute value', () => {
    expect(parseCmsDocument('<a href=https://a.example/x>x</a>')).toEqual([element('a', [text('x')], { href: 'https://a.example/x' })])
  })

  it('keeps the first of a repeated attribute', () => {
    expect(parseCmsDocument('<a href="https://a.example/" href="https://b.example/">x</a>')).toEqual([
      element('a', [text('x')], { href: 'https://a.example/' }),
    ])
  })

  it('drops a tag whose quoted value never closes, with the rest of the text', () => {
    expect(parseCmsDocument('前<a href="https://a.example/>后')).toEqual([text('前')])
  })

  it('shows a lone angle bracket as text', () => {
    expect(parseCmsDocument('1 < 2')).toEqual([text('1 < 2')])
  })

  it('drops comments, an unclosed one with the rest of the text', () => {
    expect(parseCmsDocument('a<!-- b -->c<!-- d')).toEqual([text('ac')])
  })

  it('reads tag and attribute names in any case', () => {
    expect(parseCmsDocument('<P STYLE="color:red">x</P>')).toEqual([element('p', [text('x')], { style: 'color:red' })])
  })

  it(`keeps elements at most ${MAX_CMS_DEPTH} deep and the text of deeper ones`, () => {
    const html = `${'<div>'.repeat(60)}深处${'</div>'.repeat(60)}后`
    const tree = parseCmsDocument(html)
    expect([depthOf(tree), allText(tree)]).toEqual([MAX_CMS_DEPTH, '深处后'])
  })

  it('closes the right elements after leaving out ones too deep', () => {
    const html = `${'<div>'.repeat(60)}深${'</div>'.repeat(60)}<p>后</p>`
    const tree = parseCmsDocument(html)
    expect(tree[1]).toEqual(element('p', [text('后')]))
  })

  it('reads very deep nesting without overflowing the stack', () => {
    const html = `${'<span>'.repeat(100000)}x${'</span>'.repeat(100000)}`
    expect(depthOf(parseCmsDocument(html))).toBe(MAX_CMS_DEPTH)
  })

  it('gives nothing for an empty document', () => {
    expect(parseCmsDocument('')).toEqual([])
  })
})

describe('decodeEntities', () => {
  it('decodes decimal and hexadecimal references', () => {
    expect(decodeEntities('&#20013;&#x6587;&#X1F600;')).toBe('中文😀')
  })

  it('decodes a reference to no character, or to a surrogate, as the replacement character', () => {
    expect(decodeEntities('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd')
  })

  it('leaves an unknown name as written', () => {
    expect(decodeEntities('&unknown; &constructor;')).toBe('&unknown; &constructor;')
  })

  it('leaves an ampersand without a semicolon as written', () => {
    expect(decodeEntities('a&b &amp')).toBe('a&b &amp')
  })

  it('decodes once, so an escaped reference stays a reference', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;')
  })
})

describe('isPhrasing', () => {
  it('is true for text and inline tags holding text and line breaks', () => {
    expect(isPhrasing(element('a', [element('strong', [text('x')]), element('br')]))).toBe(true)
  })

  it('is false for an inline tag around an image', () => {
    expect(isPhrasing(element('a', [element('img', [], { src: 'https://img.speedup.example/a.png' })]))).toBe(false)
  })

  it('is false for an inline tag around a block', () => {
    expect(isPhrasing(element('span', [element('p', [text('x')])]))).toBe(false)
  })

  it('is false for a block', () => {
    expect(isPhrasing(element('p', [text('x')]))).toBe(false)
  })
})
