import { describe, expect, it } from 'vitest'

import { formPreviewHandler, previewOf } from './endpoint'

const SECRET = 'p'.repeat(64)

describe('the builder preview', () => {
  it('renders the unsaved form with the visitors’ markup, numbering new fields as saving will', async () => {
    const { html, problems } = await previewOf(
      {
        id: 4,
        title: 'Callback',
        lastFieldId: 6,
        fields: [
          { blockType: 'ff_text', fieldId: 2, label: 'Company' },
          { blockType: 'ff_email', label: 'Work e-mail', isRequired: true },
        ],
        confirmations: [],
        notifications: [],
      },
      SECRET,
    )
    expect(problems).toEqual([])
    expect(html).toContain('gform_wrapper')
    expect(html).toContain('id="field_4_2"')
    expect(html).toContain('id="field_4_7"')
    expect(html).toContain('Work e-mail')
  })

  it('names a field type the site does not know instead of failing', async () => {
    const { html, problems } = await previewOf(
      { title: 'Old', fields: [{ blockType: 'ff_signature', fieldId: 1, label: 'Sign' }] },
      SECRET,
    )
    expect(html).toBe('')
    expect(problems[0]).toContain('"signature"')
  })

  it('shows what saving would refuse', async () => {
    const { problems } = await previewOf(
      {
        title: 'Logic',
        fields: [
          {
            blockType: 'ff_text',
            fieldId: 1,
            label: 'A',
            logic: { enabled: true, actionType: 'show', logicType: 'all', rules: [{ fieldId: '9', operator: 'is', value: 'x' }] },
          },
        ],
      },
      SECRET,
    )
    expect(problems.join(' ')).toMatch(/9/)
  })

  it('answers only signed-in staff', async () => {
    const res = await formPreviewHandler({
      user: null,
      headers: new Headers(),
      url: 'http://localhost:3000/api/forms/preview',
    } as never)
    expect(res.status).toBe(401)
  })

  it('answers one address at most 120 times a minute, then says when to ask again', async () => {
    const ask = () =>
      formPreviewHandler({
        user: { id: 1, roles: ['editor'] },
        headers: new Headers({
          origin: 'http://localhost:3000',
          'sec-fetch-site': 'same-origin',
          'x-site-client-ip': '203.0.113.44',
        }),
        url: 'http://localhost:3000/api/forms/preview',
        body: new Blob(['{"title":"T","fields":[]}']).stream(),
      } as never)
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await ask()).status)
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})
