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
})
