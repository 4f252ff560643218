import { describe, expect, it } from 'vitest'

import {
  classifyLink,
  DEFAULT_DOWNLOAD_EXTENSIONS,
  DEFAULT_INBOUND_PATHS,
  leavesPageInSameTab,
  normaliseHost,
  parseExtensions,
  type ClassifySettings,
} from './classify'

const settings: ClassifySettings = {
  downloadExtensions: DEFAULT_DOWNLOAD_EXTENSIONS,
  inboundPaths: DEFAULT_INBOUND_PATHS,
  ownHosts: ['www.oproep.example'],
  crossHostnames: ['shop.oproep.example'],
}
const page = 'https://www.oproep.example/downloads'
const classify = (href: string, download = false) => classifyLink(href, page, settings, { downloadAttribute: download })

describe('click categories', () => {
  it('tells the six categories apart', () => {
    expect(classify('mailto:info@oproep.example')).toEqual({ category: 'mailto', target: 'mailto:info@oproep.example' })
    expect(classify('tel:+31307004120')).toEqual({ category: 'tel', target: 'tel:+31307004120' })
    expect(classify('/api/documents/file/brochure-2026.pdf')).toEqual({
      category: 'download',
      target: '/api/documents/file/brochure-2026.pdf',
    })
    expect(classify('/go/table-cards')).toEqual({ category: 'affiliate', target: '/go/table-cards', label: 'affiliate' })
    expect(classify('https://oproep.example/recommend/batteries?x=1')).toMatchObject({ category: 'affiliate' })
    expect(classify('https://shop.oproep.example/spare-parts#top')).toEqual({
      category: 'cross-hostname',
      target: 'https://shop.oproep.example/spare-parts',
    })
    expect(classify('https://autoriteitpersoonsgegevens.nl/')).toEqual({
      category: 'outbound-link',
      target: 'https://autoriteitpersoonsgegevens.nl/',
    })
  })

  it('counts downloads by extension on any host, or by the download attribute', () => {
    expect(classify('https://cdn.example.com/manual.DOCX')).toMatchObject({ category: 'download' })
    expect(classify('/api/documents/file/data')).toBeNull()
    expect(classify('/api/documents/file/data', true)).toMatchObject({ category: 'download' })
    expect(classify('/products.pdf/')).toBeNull()
  })

  it('leaves ordinary internal links, anchors and other schemes to page views', () => {
    expect(classify('/contact')).toBeNull()
    expect(classify('#main')).toBeNull()
    expect(classify('https://www.oproep.example/go')).toBeNull()
    expect(classify('javascript:void(0)')).toBeNull()
    expect(classify('ftp://files.example.com/x.zip')).toBeNull()
    expect(classify('http://[bad')).toBeNull()
  })

  it('reads extensions and hostnames from the admin fields', () => {
    expect(parseExtensions('pdf, .ZIP;docx  x!y')).toEqual(['pdf', 'zip', 'docx'])
    expect(parseExtensions(['pdf', 'pdf'])).toEqual(['pdf'])
    expect(normaliseHost('https://Shop.Oproep.example:8443/path')).toBe('shop.oproep.example')
    expect(normaliseHost('shop.oproep.example')).toBe('shop.oproep.example')
    expect(normaliseHost(' ')).toBeNull()
  })
})

describe('waiting for outbound links', () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }
  const link = { target: '', download: false }

  it('waits only when the page is about to be replaced', () => {
    expect(leavesPageInSameTab('outbound-link', click, link)).toBe(true)
    expect(leavesPageInSameTab('cross-hostname', click, { ...link, target: '_self' })).toBe(true)
    expect(leavesPageInSameTab('outbound-link', click, { ...link, target: '_blank' })).toBe(false)
    expect(leavesPageInSameTab('outbound-link', { ...click, ctrlKey: true }, link)).toBe(false)
    expect(leavesPageInSameTab('outbound-link', { ...click, button: 1 }, link)).toBe(false)
    expect(leavesPageInSameTab('download', click, link)).toBe(false)
    expect(leavesPageInSameTab('mailto', click, link)).toBe(false)
  })
})
