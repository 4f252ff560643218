import type { RepeaterSubField } from '../../types'
import { arr, bool, choicesOf, htmlToText, int, obj, oneOf, opt, REPEATER_SUB_TYPES, str, type Importer } from '../import-kit'

// GF's repeater (an API-only field): its `fields` become the item's sub-fields, those of a
// type an item cannot hold reported one by one; a repeater left with none is dropped (fieldOf).
export const importer: Importer<'repeater'> = (raw, base, ctx) => {
  const fields: RepeaterSubField[] = []
  for (const item of arr(raw.fields)) {
    const sub = obj(item)
    if (!sub) continue
    const subType = str(sub.type)
    const type = REPEATER_SUB_TYPES.find((t) => t === subType)
    const subLabel = htmlToText(str(sub.label))
    if (!type) {
      ctx.issues.push({
        form: ctx.formTitle,
        fieldId: int(sub.id),
        fieldType: subType,
        label: subLabel,
        kind: 'unsupported-field',
        message: `Field ${str(sub.id)} "${subLabel}" in the repeater ${base.id} "${base.label}" has the type ${subType}, which a repeater item here cannot hold; it was left out.`,
      })
      continue
    }
    fields.push({
      id: fields.length + 1,
      type,
      label: subLabel || `Field ${fields.length + 1}`,
      ...(bool(sub.isRequired) ? { isRequired: true } : {}),
      ...(type === 'select' ? { choices: choicesOf(sub) } : {}),
      ...(type === 'number'
        ? { numberFormat: oneOf(sub.numberFormat, ['decimal_dot', 'decimal_comma', 'currency'] as const) ?? 'decimal_dot' }
        : {}),
    })
  }
  return {
    ...base,
    type: 'repeater',
    fields,
    ...(int(raw.maxItems) && int(raw.maxItems)! > 0 ? { maxItems: int(raw.maxItems) } : {}),
    ...(opt(raw.addButtonText) ? { addButtonText: htmlToText(str(raw.addButtonText)) } : {}),
  }
}
