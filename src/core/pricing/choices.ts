/**
 * A priced field's inputs and choices as GF numbers and posts them, and how a choice is listed.
 * Nothing here asks the field-type registry, so the types' own parts can import it; the order
 * itself, which does, is in `order.ts`, which re-exports this.
 */
import type { Form, InputId, OptionField, PriceChoice, ProductField, SubInput } from '../forms/types'
import { currencyOf, formatMoney, type CurrencyConfig } from '../money/currency'

/** A product's sub-inputs, as GF numbers them. */
export const PRODUCT_INPUTS = { name: 1, price: 2, quantity: 3 } as const

export const formCurrency = (form: Form): CurrencyConfig => currencyOf(form.currency)

/** Whether a product posts and shows its own quantity input. */
export function hasOwnQuantity(product: ProductField, form: Form): boolean {
  if (product.disableQuantity) return false
  if (product.inputType === 'select' || product.inputType === 'radio' || product.inputType === 'price') return false
  return !form.fields.some((f) => f.type === 'quantity' && f.productField === product.id)
}

/** The sub-inputs a product accepts from a post: only its quantity. */
export function productPostedInputs(product: ProductField, form: Form): InputId[] {
  if (product.inputType === 'select' || product.inputType === 'radio' || product.inputType === 'price')
    return [String(product.id)]
  return hasOwnQuantity(product, form) ? [`${product.id}.${PRODUCT_INPUTS.quantity}`] : []
}

/** GF's ids of checkbox options: 1…9, 11… (see checkboxInputNumber in core/forms/inputs). */
export function optionInputs(field: OptionField): SubInput[] {
  return field.choices.map((choice, index) => {
    const own = field.inputs?.[index]
    return { label: choice.text, ...own, id: own?.id ?? `${field.id}.${index + 1 + Math.floor(index / 9)}` }
  })
}

/** A posted choice value: GF posts `value|price`; only the value is kept (the price is the definition's). */
export function choiceValue(posted: string): string {
  const bar = posted.lastIndexOf('|')
  return bar >= 0 ? posted.slice(0, bar) : posted
}

export function findChoice(choices: readonly PriceChoice[] | undefined, posted: string): PriceChoice | undefined {
  if (!posted) return undefined
  const value = choiceValue(posted)
  return choices?.find((c) => c.value === value)
}

/** A quantity as typed: a whole number of at least 0, else null (blank is 0). */
export function readQuantity(text: string): number | null {
  const t = text.trim()
  if (t === '') return 0
  if (!/^\d{1,7}$/.test(t)) return null
  return Number(t)
}

/** A price choice as listed: `Text +12,00 €` for options, `Text 89,00 €` for products and shipping. */
export function choiceLabel(choice: PriceChoice, currency: CurrencyConfig, signed: boolean): string {
  if (signed && choice.price === 0) return choice.text
  const amount = formatMoney(Math.abs(choice.price), currency)
  const sign = signed ? (choice.price < 0 ? '−' : '+') : choice.price < 0 ? '−' : ''
  return `${choice.text} ${sign}${amount}`
}
