/**
 * Checks of the pricing parts of a form definition (see core/forms/definition.ts): what
 * would make a product, an option or a formula misbehave rather than fail to save.
 */
import type { Form } from '../forms/types'
import { CURRENCIES } from '../money/currency'
import { parseFormula } from './formula'

export function pricingProblems(form: Form): { fieldId?: number; message: string }[] {
  const problems: { fieldId?: number; message: string }[] = []
  const byId = new Map(form.fields.map((f) => [f.id, f]))
  if (form.currency !== undefined && !Object.hasOwn(CURRENCIES, form.currency))
    problems.push({ message: `Unknown currency ${form.currency}.` })
  const money = (n: number | undefined) => n === undefined || Number.isSafeInteger(n)
  for (const field of form.fields) {
    const where = `Field ${field.id} (${field.label || field.type})`
    const add = (message: string) => problems.push({ fieldId: field.id, message: `${where} ${message}` })
    if (field.type === 'product' || field.type === 'shipping') {
      const needsChoices = field.inputType === 'select' || field.inputType === 'radio'
      if (needsChoices && !field.choices?.length) add('has no choices.')
      if (!money(field.basePrice) || (field.basePrice ?? 0) < 0) add('needs a price of 0 or more, in cents.')
      for (const c of field.choices ?? [])
        if (!money(c.price) || c.price < 0) add(`has a choice (${c.text}) without a valid price.`)
    }
    if (field.type === 'option') {
      for (const c of field.choices) if (!money(c.price)) add(`has a choice (${c.text}) without a valid price.`)
    }
    if (field.type === 'option' || field.type === 'quantity') {
      if (byId.get(field.productField)?.type !== 'product') add(`belongs to field ${field.productField}, which is not a product.`)
    }
    const formula =
      (field.type === 'number' && field.enableCalculation) || (field.type === 'product' && field.inputType === 'calculation')
        ? (field.calculationFormula ?? '')
        : null
    if (formula !== null) {
      const parsed = parseFormula(formula)
      if (!parsed.ok) add(`has a formula that cannot be calculated: ${parsed.error} (at character ${parsed.at + 1})`)
      else
        for (const ref of parsed.refs)
          if (!byId.has(Number(ref.split('.')[0]))) add(`has a formula that refers to field ${ref}, which does not exist.`)
    }
  }
  if (form.fields.filter((f) => f.type === 'shipping').length > 1)
    problems.push({ message: 'A form can have one shipping field.' })
  return problems
}
