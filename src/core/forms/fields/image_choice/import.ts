import { choicesOf, type Importer } from '../import-kit'

export const importer: Importer<'image_choice'> = (raw, base, ctx) => {
  const choices = choicesOf(raw)
  // GF exports each picture as an attachment id and an address on the old site, which this site
  // cannot fetch: the choices come across, their pictures are picked again in the builder.
  if (choices.length) {
    ctx.issues.push({
      form: ctx.formTitle,
      fieldId: base.id,
      label: base.label,
      kind: 'changed',
      message: `Field ${base.id} "${base.label}": the choices are imported without their images; choose each choice's image again in the form builder.`,
    })
  }
  return { ...base, type: 'image_choice', inputType: raw.inputType === 'checkbox' ? 'checkbox' : 'radio', choices }
}
