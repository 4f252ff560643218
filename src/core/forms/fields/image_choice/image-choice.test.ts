// @vitest-environment jsdom
import DOMPurify from 'isomorphic-dompurify'
import { describe, expect, it } from 'vitest'

import { valuesFromEntry } from '../../../entries/values'
import { importGravityForms } from '../../../gravityforms/import'
import { inputTargets } from '../../inputs'
import { logicValue } from '../../logic'
import { renderForm, type RenderOptions } from '../../markup'
import { allFields, displayValue, replaceMergeTags } from '../../merge-tags'
import { makeForm } from '../../test-forms'
import type { ImageChoiceField } from '../../types'
import { validateField } from '../../validate'
import { readValues, toEntry } from '../../values'
import { row } from './row'
import { unresolvedMediaIds, withChoiceImages } from './media'

const choices = [
  { text: 'Red', value: 'red', mediaId: 4, image: { url: '/media/red.webp', alt: 'A red pager', width: 480, height: 320 } },
  { text: 'Blue', value: 'blue' },
]
const one: ImageChoiceField = { type: 'image_choice', id: 3, label: 'Colour', inputType: 'radio', isRequired: true, choices }
const several: ImageChoiceField = { ...one, id: 4, label: 'Extras', inputType: 'checkbox', isRequired: false }
const form = makeForm([one, several])

const options: RenderOptions = {
  action: '/f',
  ajaxUrl: '/next/forms/ajax',
  nonce: 'n0nce',
  displayTitle: true,
  displayDescription: true,
  sanitizeHtml: (html) => DOMPurify.sanitize(html),
  context: { today: '2026-03-14' },
}
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html')

describe('an image choice field', () => {
  it('is written as GF 2.9 cards holding the radio’s or checkbox’s own inputs', () => {
    const doc = parse(renderForm(form, { values: { '3': 'blue' } }, options))
    const wrapper = doc.querySelector('#field_7_3')!
    expect(wrapper.className).toContain('gfield--type-image_choice')
    expect(wrapper.className).toContain('gfield--input-type-radio')
    expect(wrapper.className).toContain('gfield--image-choice-appearance-card')
    expect(doc.querySelector('#field_7_4')!.className).toContain('gfield--input-type-checkbox')
    const list = doc.querySelector('.ginput_container_image_choice > #input_7_3.gfield_radio')!
    const cards = list.querySelectorAll('.gchoice')
    expect(cards).toHaveLength(2)
    const img = cards[0]!.querySelector(
      '.gfield-image-choice-wrapper-outer .gfield-image-choice-wrapper-inner .gfield-choice-image-wrapper img.gfield-choice-image',
    )!
    expect(img.getAttribute('src')).toBe('/media/red.webp')
    expect(img.getAttribute('alt')).toBe('A red pager')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('width')).toBe('480')
    // No picture: an empty box of the same size.
    expect(cards[1]!.querySelector('.gfield-choice-image--none')).not.toBeNull()
    const input = cards[1]!.querySelector('input')!
    expect([input.type, input.name, input.id, input.checked]).toEqual(['radio', 'input_3', 'choice_7_3_1', true])
    expect(cards[1]!.querySelector('label[for="choice_7_3_1"]')!.textContent).toBe('Blue')
    const boxes = [...doc.querySelectorAll('#input_7_4 input')].map((i) => [
      (i as HTMLInputElement).type,
      (i as HTMLInputElement).name,
    ])
    expect(boxes).toEqual([
      ['checkbox', 'input_4.1'],
      ['checkbox', 'input_4.2'],
    ])
  })

  it('is posted, checked, stored and shown as a radio or checkbox answer: the choice text', () => {
    const { values } = readValues(form, [
      ['input_3', 'red'],
      ['input_4.2', 'blue'],
    ])
    expect(inputTargets(form).has('input_4.1')).toBe(true)
    expect(validateField(one, values)).toBeNull()
    expect(validateField(several, values)).toBeNull()
    expect(validateField(one, {})?.message).toMatch(/required/i)
    expect(validateField(one, { '3': 'green' })).not.toBeNull()
    expect(validateField(several, { '4.1': 'blue' })).not.toBeNull()
    const stored = toEntry(form, values)
    expect(stored).toMatchObject({ '3': 'red', '4.2': 'blue' })
    // The entry, the CSV export (the same display) and the merge tags.
    const back = valuesFromEntry(form, stored)
    expect(displayValue(one, back)).toBe('Red')
    expect(displayValue(several, back)).toBe('Blue')
    const merge = (template: string) =>
      replaceMergeTags(template, { form, values: back, context: { today: '2026-03-14' }, format: 'text' })
    expect(merge('{Colour:3} / {Extras:4}')).toBe('Red / Blue')
    expect(allFields(form, back, { format: 'text' })).toContain('Red')
    expect(logicValue(one, '3', back).value).toBe('red')
  })

  it('keeps the picture’s Media id in the builder’s row and resolves it where the form is loaded', () => {
    const read = row.fromRow(
      {
        inputType: 'checkbox',
        choices: [
          { text: 'Red', value: 'red', image: 4 },
          { text: 'Blue', image: null },
        ],
      },
      { id: 3, label: 'Colour' },
      { currency: undefined },
    )
    expect(read).toMatchObject({
      inputType: 'checkbox',
      choices: [
        { text: 'Red', mediaId: 4 },
        { text: 'Blue', value: 'Blue' },
      ],
    })
    expect(row.toRow(read, {}, { currency: undefined })).toEqual({
      inputType: 'checkbox',
      choices: [
        { text: 'Red', value: 'red', isSelected: false, image: 4 },
        { text: 'Blue', value: 'Blue', isSelected: false, image: null },
      ],
    })
    const loaded = makeForm([read])
    expect(unresolvedMediaIds(loaded)).toEqual([4])
    const resolved = withChoiceImages(loaded, [
      {
        id: 4,
        url: '/media/red.png',
        alt: 'Red',
        width: 2000,
        height: 1000,
        sizes: { w480: { url: '/media/red-480.webp', width: 480, height: 240 } },
      },
    ])
    expect((resolved.fields[0] as ImageChoiceField).choices[0]!.image).toEqual({
      url: '/media/red-480.webp',
      alt: 'Red',
      width: 480,
      height: 240,
    })
    expect(unresolvedMediaIds(resolved)).toEqual([])
  })

  it('comes from a Gravity Forms export with its choices, and the report says to choose the images again', () => {
    const gf = {
      version: '2.9.1',
      '0': {
        title: 'Pick a pager',
        fields: [
          {
            type: 'image_choice',
            id: 5,
            label: 'Pager',
            inputType: 'checkbox',
            choices: [
              { text: 'Slim', value: 'slim', attachment_id: 12, file_url: 'https://old.example/slim.png' },
              { text: 'Rugged', value: '', attachment_id: 13, file_url: 'https://old.example/rugged.png' },
            ],
            inputs: [
              { id: '5.1', label: 'Slim' },
              { id: '5.2', label: 'Rugged' },
            ],
          },
        ],
      },
    }
    const result = importGravityForms(gf, { sanitizeHtml: (html) => html })
    if (!result.ok) throw new Error(result.error)
    const field = result.forms[0]!.form.fields[0]!
    expect(field).toMatchObject({
      type: 'image_choice',
      inputType: 'checkbox',
      choices: [
        { text: 'Slim', value: 'slim' },
        { text: 'Rugged', value: 'Rugged' },
      ],
    })
    expect(JSON.stringify(field)).not.toContain('old.example')
    expect(result.issues).toContainEqual(
      expect.objectContaining({ fieldId: 5, kind: 'changed', message: expect.stringMatching(/image again/) }),
    )
  })
})
