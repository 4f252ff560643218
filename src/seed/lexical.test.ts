import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { editorConfigFactory, getEnabledNodes, lexicalEditor, type DefaultTypedEditorState } from '@payloadcms/richtext-lexical'
import { createHeadlessEditor } from '@payloadcms/richtext-lexical/lexical/headless'
import { buildConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  bold,
  bulletList,
  heading,
  internalLink,
  italic,
  lineBreak,
  link,
  orderedList,
  paragraph,
  paragraphs,
  plainText,
  root,
  text,
  TEXT_FORMAT,
} from './lexical'

const HEX24 = /^[0-9a-f]{24}$/

describe('text', () => {
  it('has the fields lexical writes for a TextNode', () => {
    expect(text('Hello')).toEqual({ detail: 0, format: 0, mode: 'normal', style: '', text: 'Hello', type: 'text', version: 1 })
  })

  it('sets format bits for bold and italic, alone and together', () => {
    expect(bold('a').format).toBe(TEXT_FORMAT.bold)
    expect(italic('a').format).toBe(TEXT_FORMAT.italic)
    expect(text('a', { bold: true, italic: true }).format).toBe(3)
    expect(text('a', { bold: true, underline: true, code: true }).format).toBe(1 | 8 | 16)
    expect(text('a', { bold: false }).format).toBe(0)
  })
})

describe('paragraph', () => {
  it('wraps strings in text nodes and has the element fields', () => {
    expect(paragraph('Hello ', bold('world'))).toEqual({
      children: [text('Hello '), bold('world')],
      direction: 'ltr',
      format: '',
      indent: 0,
      type: 'paragraph',
      version: 1,
      textFormat: 0,
      textStyle: '',
    })
  })

  it('records the format of its first text node as textFormat, as lexical does', () => {
    expect(paragraph(bold('Note:'), ' plain').textFormat).toBe(1)
    expect(paragraph(link('/x', 'a'), italic('b')).textFormat).toBe(2)
  })

  it('keeps line breaks', () => {
    const p = paragraph('Kanaalweg 14', lineBreak(), '3526 KL Utrecht')
    expect(p.children.map((c) => c.type)).toEqual(['text', 'linebreak', 'text'])
    expect(p.children[1]).toEqual({ type: 'linebreak', version: 1 })
  })
})

describe('heading', () => {
  it.each(['h2', 'h3', 'h4'] as const)('builds %s with a tag and no textFormat', (tag) => {
    const h = heading(tag, 'Title')
    expect(h).toEqual({ children: [text('Title')], direction: 'ltr', format: '', indent: 0, type: 'heading', version: 1, tag })
    expect('textFormat' in h).toBe(false)
  })

  it('refuses an empty heading', () => {
    expect(() => heading('h2')).toThrow()
  })
})

describe('lists', () => {
  it('builds a bullet list with numbered items', () => {
    const list = bulletList('One', ['Two ', bold('bold')], italic('Three'))
    expect(list).toMatchObject({
      type: 'list',
      version: 1,
      listType: 'bullet',
      start: 1,
      tag: 'ul',
      direction: 'ltr',
      format: '',
      indent: 0,
    })
    expect(list.children.map((li) => li.value)).toEqual([1, 2, 3])
    expect(list.children[0]).toEqual({
      children: [text('One')],
      direction: 'ltr',
      format: '',
      indent: 0,
      type: 'listitem',
      version: 1,
      value: 1,
    })
    expect(list.children[1]?.children).toEqual([text('Two '), bold('bold')])
    expect(list.children[2]?.children).toEqual([italic('Three')])
  })

  it('builds an ordered list that may start elsewhere', () => {
    const list = orderedList(['First', 'Second'], 4)
    expect(list).toMatchObject({ listType: 'number', start: 4, tag: 'ol' })
    expect(list.children.map((li) => li.value)).toEqual([4, 5])
    expect(orderedList(['a']).start).toBe(1)
  })

  it('refuses an empty list', () => {
    expect(() => bulletList()).toThrow()
    expect(() => orderedList([])).toThrow()
  })

  it('leaves checked undefined, as lexical does outside check lists, so it is not stored', () => {
    expect(bulletList('a').children[0]?.checked).toBeUndefined()
    expect(JSON.stringify(bulletList('a').children[0])).not.toContain('checked')
  })
})

describe('links', () => {
  it('builds a link to a URL as Payload LinkNode version 3', () => {
    const l = link('https://autoriteitpersoonsgegevens.nl', 'Autoriteit Persoonsgegevens', { newTab: true })
    expect(l).toMatchObject({
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [text('Autoriteit Persoonsgegevens')],
      fields: { linkType: 'custom', newTab: true, url: 'https://autoriteitpersoonsgegevens.nl' },
    })
    expect(l.id).toMatch(HEX24)
    expect('doc' in l.fields).toBe(false)
  })

  it('defaults newTab to false and gives each link its own id', () => {
    const a = link('mailto:info@oproep.example', 'info@oproep.example')
    const b = link('mailto:info@oproep.example', 'info@oproep.example')
    expect(a.fields).toEqual({ linkType: 'custom', newTab: false, url: 'mailto:info@oproep.example' })
    expect(a.id).not.toBe(b.id)
    expect(link('/x', 'x', { id: 'abc' }).id).toBe('abc')
  })

  it('builds an internal link to a page without a url', () => {
    const l = internalLink(7, [bold('Products')])
    expect(l.fields).toEqual({ linkType: 'internal', newTab: false, doc: { relationTo: 'pages', value: 7 } })
    expect(l.children).toEqual([bold('Products')])
    expect('url' in l.fields).toBe(false)
    expect(internalLink(3, 'x', { relationTo: 'documents' }).fields).toMatchObject({ doc: { relationTo: 'documents', value: 3 } })
  })

  it('refuses a link without text or URL', () => {
    expect(() => link('', 'x')).toThrow()
    expect(() => link('/x', [])).toThrow()
  })
})

describe('root', () => {
  it('builds the editor state Payload stores', () => {
    const state = root(heading('h2', 'Hi'), paragraph('Text'))
    expect(state).toEqual({
      root: {
        children: [heading('h2', 'Hi'), paragraph('Text')],
        direction: 'ltr',
        format: '',
        indent: 0,
        type: 'root',
        version: 1,
      },
    })
  })

  it('survives a JSON round trip unchanged (no undefined or functions)', () => {
    const state = root(paragraph('a ', link('/b', 'b')), bulletList('c'), orderedList(['d']))
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  })

  it('is assignable to the type Payload gives rich text fields', () => {
    const state: DefaultTypedEditorState = root(heading('h3', 'a'), paragraph(internalLink(1, 'b')), bulletList('c'))
    expect(state.root.type).toBe('root')
  })

  it('reads back as plain text', () => {
    const state = root(heading('h2', 'Title'), paragraph('One ', link('/x', 'two')), bulletList('a', 'b'))
    expect(plainText(state)).toBe('Title\n\nOne two\n\na\nb')
    expect(plainText(paragraphs('x', 'y'))).toBe('x\n\ny')
  })
})

describe('round trip through the editor', () => {
  it('comes back byte for byte from the lexical editor Payload configures', async () => {
    // The nodes a default lexicalEditor() registers; the database is never connected.
    const config = await buildConfig({
      secret: 'lexical-round-trip-test-secret-0123456789',
      telemetry: false,
      collections: [{ slug: 'pages', fields: [{ name: 'title', type: 'text' }] }],
      editor: lexicalEditor(),
      db: sqliteAdapter({ client: { url: 'file::memory:' } }),
    })
    const editorConfig = await editorConfigFactory.default({ config })
    const editor = createHeadlessEditor({
      nodes: getEnabledNodes({ editorConfig }),
      onError: (err) => {
        throw err
      },
    })
    const state = root(
      heading('h2', 'Opening hours'),
      paragraph(
        bold('Phone:'),
        ' ',
        link('tel:+31307004120', '+31 30 700 41 20'),
        lineBreak(),
        'See ',
        internalLink(3, [italic('contact')]),
        '.',
      ),
      bulletList('Monday to Friday', ['Saturday ', bold('closed')]),
      orderedList(['First', 'Second'], 3),
      heading('h4', text('Both', { bold: true, italic: true })),
      paragraph(),
    )
    editor.setEditorState(editor.parseEditorState(state as never))
    expect(JSON.stringify(editor.getEditorState().toJSON())).toBe(JSON.stringify(state))
  })
})
