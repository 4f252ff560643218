import { inputsOf, opt, str, type Importer } from '../import-kit'

export const importer: Importer<'address'> = (raw, base, ctx) => {
  if (opt(raw.addressType) && raw.addressType !== 'international') {
    ctx.issues.push({
      form: ctx.formTitle,
      fieldId: base.id,
      label: base.label,
      kind: 'changed',
      message: `Field ${base.id} "${base.label}": the ${str(raw.addressType)} address type is imported as an international address.`,
    })
  }
  return {
    ...base,
    type: 'address',
    addressType: 'international',
    ...(opt(raw.defaultCountry) ? { defaultCountry: str(raw.defaultCountry) } : {}),
    ...(inputsOf(raw) ? { inputs: inputsOf(raw) } : {}),
  }
}
