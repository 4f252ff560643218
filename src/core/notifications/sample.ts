/**
 * Made-up answers for a notification's preview and test e-mail when the form has no entry yet,
 * in the stored entry's shape (`{ "1.3": "Alex", "2": "alex@example.com" }`), so they are read
 * back like any entry (core/entries/values.ts). Only the field types a notification usually
 * shows get one; the rest stay empty, as an unanswered field would.
 */
import { ADDRESS_INPUTS, NAME_INPUTS } from '../forms/input-ids'
import type { Form } from '../forms/types'

export function sampleEntry(form: Form): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of form.fields) {
    const id = String(field.id)
    const choices = 'choices' in field && Array.isArray(field.choices) ? field.choices : []
    switch (field.type) {
      case 'text':
        out[id] = `Sample ${field.label.toLowerCase() || 'answer'}`
        break
      case 'textarea':
        out[id] = 'This is a sample message.\nIt has two lines.'
        break
      case 'email':
        out[id] = 'alex.sample@example.com'
        break
      case 'phone':
        out[id] = '+1 555 0100'
        break
      case 'website':
        out[id] = 'https://example.com'
        break
      case 'number':
        out[id] = '42'
        break
      case 'select':
      case 'radio':
        if (choices[0]) out[id] = choices[0].value
        break
      case 'checkbox':
        if (choices[0]) out[`${id}.1`] = choices[0].value
        break
      case 'name':
        out[`${id}.${NAME_INPUTS.first}`] = 'Alex'
        out[`${id}.${NAME_INPUTS.last}`] = 'Sample'
        break
      case 'address':
        out[`${id}.${ADDRESS_INPUTS.street}`] = '1 Sample Street'
        out[`${id}.${ADDRESS_INPUTS.city}`] = 'Sampleton'
        out[`${id}.${ADDRESS_INPUTS.zip}`] = '12345'
        break
      default:
        break
    }
  }
  return out
}
