import type { ImageChoice } from '../../types'
import { choiceRows, choicesOf, type Row, type RowPart } from '../row-kit'
import { imageOf, type MediaDoc } from './media'

/** A choice row's picture: a Media id as the form's JSON stores it, or the document when populated. */
function pictureOf(value: unknown): Pick<ImageChoice, 'mediaId' | 'image'> {
  if (typeof value === 'number') return { mediaId: value }
  if (value && typeof value === 'object' && 'id' in value) {
    const doc = value as MediaDoc
    const image = imageOf(doc)
    return { mediaId: Number(doc.id), ...(image ? { image } : {}) }
  }
  return {}
}

export const row: RowPart<'image_choice'> = {
  fromRow: (row, base) => {
    const rows = (row.choices as Row[] | null | undefined) ?? []
    return {
      ...base,
      type: 'image_choice',
      inputType: row.inputType === 'checkbox' ? 'checkbox' : 'radio',
      choices: choicesOf(rows).map((choice, i) => ({ ...choice, ...pictureOf(rows[i]?.image) })),
    }
  },
  toRow: (field, base) => ({
    ...base,
    inputType: field.inputType,
    choices: choiceRows(field.choices).map((choice, i) => ({ ...choice, image: field.choices[i]?.mediaId ?? null })),
  }),
}
