import { describe, expect, it } from 'vitest'

import { contactForm, demoForms, quoteForm } from './fixtures'
import { computeVisibility } from './logic'
import { pageCount, paginate, progress } from './pages'

describe('demo forms', () => {
  it('have distinct ids', () => {
    expect(new Set(demoForms.map((f) => f.id)).size).toBe(demoForms.length)
  })
  it('the contact form asks name, e-mail, phone, company, subject, message and consent on one page', () => {
    expect(contactForm.fields.map((f) => f.type)).toEqual([
      'name',
      'email',
      'phone',
      'text',
      'select',
      'textarea',
      'consent',
      'hidden',
    ])
    expect(pageCount(contactForm)).toBe(1)
  })
  it('the quote form has contact details, needs and a summary with a progress bar', () => {
    expect(paginate(quoteForm).map((p) => p.fields.map((f) => f.label))).toEqual([
      ['Name', 'Company or organisation', 'E-mail', 'Phone', 'Delivery address'],
      [
        'Sector',
        'What do you need?',
        'Number of pagers',
        'Wanted by',
        'Care home details',
        'Number of rooms',
        'Existing system to replace',
        'Your system',
        'Locations',
        'Sites',
        'Guest pager set',
        'Pager model',
        'Nurse call starter kit',
        'Repeater antenna',
        'Installation',
        'Pagers included',
        'Delivery',
        'Estimated total',
      ],
      ['Summary', 'Anything else we should know?', 'Privacy'],
    ])
    expect(quoteForm.pagination?.type).toBe('steps')
    expect(progress(quoteForm, computeVisibility(quoteForm, {}), 2)).toEqual({
      step: 2,
      steps: 3,
      percent: 66,
      name: 'Your needs',
    })
  })
})
