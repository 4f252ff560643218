import { describe, expect, it } from 'vitest'

import { stateFromWhere } from './list-state'
import { buildToolbar, entriesAddress, parseToolbarRequest, TOOLBAR_MAX_FORMS, whereQuery } from './toolbar'

const q = (s: string) => parseToolbarRequest(new URLSearchParams(s))

describe('the form toolbar request', () => {
  it('reads the page address and the forms on it', () => {
    expect(q('path=/contact&form=3')).toEqual({ path: '/contact', forms: [3] })
    expect(q('path=/&form=1&form=2&form=1')).toEqual({ path: '/', forms: [1, 2] })
    expect(q('path=/forms/7&form=7')).toEqual({ path: '/forms/7', forms: [7] })
  })

  it('refuses anything the site’s script does not send', () => {
    for (const bad of [
      '',
      'path=/contact',
      'form=1',
      'path=contact&form=1',
      'path=//evil.example&form=1',
      'path=/Contact&form=1',
      'path=/contact?x=1&form=1',
      'path=/contact&form=0',
      'path=/contact&form=-1',
      'path=/contact&form=1.5',
      'path=/contact&form=abc',
      'path=/contact&form=12345678901',
      `path=/${'a'.repeat(300)}&form=1`,
      `path=/contact&${Array.from({ length: TOOLBAR_MAX_FORMS + 1 }, (_, i) => `form=${i + 1}`).join('&')}`,
    ])
      expect(q(bad), bad).toBeNull()
  })
})

describe('the form toolbar links', () => {
  it('writes where queries as the admin list reads them', () => {
    expect(whereQuery({ and: [{ form: { equals: '7' } }, { status: { equals: 'active' } }] })).toEqual([
      'where[and][0][form][equals]=7',
      'where[and][1][status][equals]=active',
    ])
  })

  it('links each view of a form’s entries to the list in that view', () => {
    for (const view of ['inbox', 'unread', 'starred', 'spam'] as const) {
      const url = new URL(entriesAddress(7, view), 'https://site.example')
      expect(url.pathname).toBe('/admin/collections/form-entries')
      // Back into the list's own state: the list shows the view the toolbar promised.
      const and: Record<string, Record<string, string>>[] = []
      for (const [key, value] of url.searchParams) {
        const m = /^where\[and\]\[(\d+)\]\[([^\]]+)\]\[([^\]]+)\]$/.exec(key)
        expect(m, key).not.toBeNull()
        and[Number(m![1])] = { [m![2]!]: { [m![3]!]: value } }
      }
      expect(stateFromWhere({ and })).toEqual({ form: 7, view })
    }
  })

  it('has Edit page only for pages of the CMS, and the new-entries count per form', () => {
    const toolbar = buildToolbar({ id: 12 }, [
      { id: 3, title: 'Contact', newEntries: 4 },
      { id: 5, title: '  ', newEntries: 0 },
    ])
    expect(toolbar.editPage).toBe('/admin/collections/pages/12')
    expect(toolbar.forms.map((f) => [f.title, f.editForm, f.newEntries])).toEqual([
      ['Contact', '/admin/collections/forms/3', 4],
      ['Form 5', '/admin/collections/forms/5', 0],
    ])
    expect(toolbar.forms[0]!.entries.map((e) => e.label)).toEqual(['Inbox', 'New entries', 'Starred', 'Spam'])
    expect(toolbar.forms[0]!.entries[1]).toMatchObject({ count: 4, href: entriesAddress(3, 'unread') })
    expect(buildToolbar(null, []).editPage).toBeNull()
  })
})
