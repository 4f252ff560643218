/**
 * Products, options, quantities, shipping and the total, computed from the form definition
 * and the visitor's choices only. Prices live in the definition as integer minor units
 * (cents) of the form's currency; what the browser posts as a price (a product's `.2`
 * input, a total, a `value|price` pair) is never read. The browser runs this to show
 * prices and the total; the server runs the same code on every submission and stores what
 * it computed.
 *
 * Calculations (number fields with a formula, calculation products) are evaluated here
 * too, with `core/pricing/formula.ts`, in form order; a formula may use any field before
 * or after it, and a cycle resolves to 0.
 */
import { isPricingType } from '../forms/fields/client'
import { cleanNumber, formatNumber } from '../forms/number'
import type { FormVisibility } from '../forms/logic'
import {
  assertNever,
  type Field,
  type FieldId,
  type Form,
  type InputId,
  type OptionField,
  type ProductField,
  type ShippingField,
} from '../forms/types'
import { valueOf, type Values } from '../forms/value-access'
import { formatMoney, parseMoney, type CurrencyConfig } from '../money/currency'
import { calculate, roundTo } from './formula'
import { choiceValue, findChoice, formCurrency, hasOwnQuantity, optionInputs, PRODUCT_INPUTS, readQuantity } from './choices'

export * from './choices'

export function isPricingField(field: Field): boolean {
  return isPricingType(field.type)
}

/** Whether a form needs the pricing script: products, totals or calculations. */
export function formHasPricing(form: Form): boolean {
  return form.fields.some((f) => isPricingField(f) || (f.type === 'number' && f.enableCalculation === true))
}

export type OrderOption = { fieldId: FieldId; name: string; price: number }

export type LineItem = {
  fieldId: FieldId
  name: string
  quantity: number
  /** The product's own price, minor units. */
  basePrice: number
  options: OrderOption[]
  /** basePrice plus the options' prices. */
  unitPrice: number
  lineTotal: number
}

export type Order = {
  currency: CurrencyConfig
  items: LineItem[]
  shipping: { fieldId: FieldId; name: string; price: number } | null
  /** The products' line totals. */
  subtotal: number
  total: number
}

const isShown = (visibility: FormVisibility | undefined, id: FieldId) => !visibility || visibility.fields[id] !== false

/** Everything that turns values into numbers, shared by formulas and the order. */
class Pricing {
  readonly currency: CurrencyConfig
  private readonly byId: Map<FieldId, Field>
  private readonly calculated = new Map<FieldId, number>()
  private readonly inProgress = new Set<FieldId>()

  constructor(
    readonly form: Form,
    readonly values: Values,
    readonly visibility?: FormVisibility,
  ) {
    this.currency = formCurrency(form)
    this.byId = new Map(form.fields.map((f) => [f.id, f]))
  }

  /** A calculated field's result (number field with a formula, or calculation product's price in currency units). */
  calculatedValue(field: Field & { calculationFormula?: string; calculationRounding?: number | 'norounding' }): number {
    const cached = this.calculated.get(field.id)
    if (cached !== undefined) return cached
    // A formula that reaches itself counts its own value as 0.
    if (this.inProgress.has(field.id)) return 0
    this.inProgress.add(field.id)
    const rounding = field.type === 'product' ? this.currency.decimals : (field.calculationRounding ?? 'norounding')
    const value = calculate(field.calculationFormula ?? '', (id) => this.numberOf(id), rounding)
    this.inProgress.delete(field.id)
    this.calculated.set(field.id, value)
    return value
  }

  /** The number a formula sees for `{Label:id}`. */
  numberOf(inputId: InputId): number {
    const [fieldPart, subPart] = inputId.split('.')
    const field = this.byId.get(Number(fieldPart))
    if (!field || !isShown(this.visibility, field.id)) return 0
    const sub = subPart === undefined ? undefined : Number(subPart)
    const minorToUnits = (minor: number) => minor / 10 ** this.currency.decimals
    switch (field.type) {
      case 'number':
        if (field.enableCalculation) return this.calculatedValue(field)
        return cleanNumber(valueOf(this.values, inputId), field.numberFormat, this.currency) ?? 0
      case 'product': {
        if (sub === PRODUCT_INPUTS.quantity) return this.quantityOf(field)
        const unit = this.basePrice(field)
        if (sub === PRODUCT_INPUTS.price || field.inputType !== 'singleproduct') return minorToUnits(unit ?? 0)
        return minorToUnits(unit ?? 0)
      }
      case 'option':
        return minorToUnits(this.optionsOf(field).reduce((sum, o) => sum + o.price, 0))
      case 'quantity':
        return readQuantity(valueOf(this.values, String(field.id))) ?? 0
      case 'shipping':
        return minorToUnits(this.shippingOf(field)?.price ?? 0)
      case 'total':
        return minorToUnits(this.order().total)
      // Any other field's answer, read as a plain number (a drop down of numbers, a hidden amount).
      case 'text':
      case 'textarea':
      case 'select':
      case 'multiselect':
      case 'checkbox':
      case 'radio':
      case 'image_choice':
      case 'hidden':
      case 'html':
      case 'section':
      case 'page':
      case 'name':
      case 'date':
      case 'time':
      case 'phone':
      case 'address':
      case 'website':
      case 'email':
      case 'fileupload':
      case 'captcha':
      case 'list':
      case 'consent':
      case 'password':
      case 'social':
      case 'repeater':
        return cleanNumber(valueOf(this.values, inputId), 'decimal_dot', this.currency) ?? 0
      default:
        return assertNever(field)
    }
  }

  /** A product's own price in minor units; null when nothing is chosen or the amount is not valid. */
  basePrice(product: ProductField): number | null {
    switch (product.inputType) {
      case 'singleproduct':
      case 'hiddenproduct':
        return product.basePrice ?? 0
      case 'select':
      case 'radio': {
        const choice = findChoice(product.choices, valueOf(this.values, String(product.id)))
        return choice ? choice.price : null
      }
      case 'price': {
        const text = valueOf(this.values, String(product.id))
        const amount = text ? parseMoney(text, this.currency) : null
        return amount !== null && amount >= 0 ? amount : null
      }
      case 'calculation':
        return Math.round(this.calculatedValue(product) * 10 ** this.currency.decimals)
    }
  }

  quantityOf(product: ProductField): number {
    const quantityField = this.form.fields.find(
      (f) => f.type === 'quantity' && f.productField === product.id && isShown(this.visibility, f.id),
    )
    if (quantityField) return readQuantity(valueOf(this.values, String(quantityField.id))) ?? 0
    if (hasOwnQuantity(product, this.form)) {
      return readQuantity(valueOf(this.values, `${product.id}.${PRODUCT_INPUTS.quantity}`)) ?? 0
    }
    // No quantity to type: one of the product when it is chosen (always, for fixed products).
    if (product.inputType === 'singleproduct' || product.inputType === 'hiddenproduct' || product.inputType === 'calculation')
      return 1
    return this.basePrice(product) === null ? 0 : 1
  }

  optionsOf(field: OptionField): OrderOption[] {
    const picked: OrderOption[] = []
    if (field.inputType === 'checkbox') {
      optionInputs(field).forEach((input, index) => {
        const choice = field.choices[index]
        const posted = valueOf(this.values, input.id)
        if (choice && posted && choiceValue(posted) === choice.value)
          picked.push({ fieldId: field.id, name: choice.text, price: choice.price })
      })
    } else {
      const choice = findChoice(field.choices, valueOf(this.values, String(field.id)))
      if (choice) picked.push({ fieldId: field.id, name: choice.text, price: choice.price })
    }
    return picked
  }

  shippingOf(field: ShippingField): { name: string; price: number } | null {
    if (field.inputType === 'singleshipping') return { name: field.label, price: field.basePrice ?? 0 }
    const choice = findChoice(field.choices, valueOf(this.values, String(field.id)))
    return choice ? { name: choice.text, price: choice.price } : null
  }

  private cachedOrder: Order | undefined
  private building = false

  order(): Order {
    if (this.cachedOrder) return this.cachedOrder
    if (this.building) return { currency: this.currency, items: [], shipping: null, subtotal: 0, total: 0 }
    this.building = true
    const items: LineItem[] = []
    for (const field of this.form.fields) {
      if (field.type !== 'product' || !isShown(this.visibility, field.id)) continue
      const basePrice = this.basePrice(field)
      const quantity = this.quantityOf(field)
      if (basePrice === null || quantity <= 0) continue
      const options = this.form.fields
        .filter((f): f is OptionField => f.type === 'option' && f.productField === field.id && isShown(this.visibility, f.id))
        .flatMap((f) => this.optionsOf(f))
      const unitPrice = basePrice + options.reduce((sum, o) => sum + o.price, 0)
      // A product nobody typed a quantity for counts only when it costs something (a formula at 0 is not an order).
      if (unitPrice === 0 && !hasOwnQuantity(field, this.form) && field.inputType !== 'select' && field.inputType !== 'radio')
        continue
      items.push({
        fieldId: field.id,
        name: field.label,
        quantity,
        basePrice,
        options,
        unitPrice,
        lineTotal: unitPrice * quantity,
      })
    }
    const shippingField = this.form.fields.find(
      (f): f is ShippingField => f.type === 'shipping' && isShown(this.visibility, f.id),
    )
    const picked = shippingField ? this.shippingOf(shippingField) : null
    const shipping = shippingField && picked ? { fieldId: shippingField.id, ...picked } : null
    const subtotal = items.reduce((sum, i) => sum + i.lineTotal, 0)
    this.building = false
    this.cachedOrder = { currency: this.currency, items, shipping, subtotal, total: subtotal + (shipping?.price ?? 0) }
    return this.cachedOrder
  }
}

/** The order the values make: line items with their options, shipping and the total, in minor units. */
export function computeOrder(form: Form, values: Values, visibility?: FormVisibility): Order {
  return new Pricing(form, values, visibility).order()
}

/** The result of a number field's formula, rounded as set (0 when it has none). */
export function calculatedNumber(form: Form, values: Values, fieldId: FieldId, visibility?: FormVisibility): number {
  const pricing = new Pricing(form, values, visibility)
  const field = form.fields.find((f) => f.id === fieldId)
  return field ? pricing.calculatedValue(field) : 0
}

/**
 * The values with everything computed written in, replacing whatever was posted there:
 * calculated number fields, each product's name (`.1`) and price (`.2`, in the currency's
 * format), a calculation product's price, the total. The server runs this on every
 * submission before validating and storing; the browser runs it to show the same figures.
 */
export function applyPricing(form: Form, values: Values, visibility?: FormVisibility): Values {
  if (!formHasPricing(form)) return values
  const pricing = new Pricing(form, values, visibility)
  const out: Values = { ...values }
  const order = pricing.order()
  for (const field of form.fields) {
    const id = String(field.id)
    if (field.type === 'number' && field.enableCalculation) {
      out[id] = formatNumber(pricing.calculatedValue(field), field.numberFormat, { currency: pricing.currency })
    } else if (field.type === 'product') {
      out[`${id}.${PRODUCT_INPUTS.name}`] = field.label
      out[`${id}.${PRODUCT_INPUTS.price}`] = formatMoney(pricing.basePrice(field) ?? 0, pricing.currency)
      // The quantity ordered, where the visitor types none into the product itself.
      if (!hasOwnQuantity(field, form))
        out[`${id}.${PRODUCT_INPUTS.quantity}`] = String(order.items.find((i) => i.fieldId === field.id)?.quantity ?? 0)
    } else if (field.type === 'shipping' && field.inputType === 'singleshipping') {
      out[id] = formatMoney(field.basePrice ?? 0, pricing.currency)
    }
  }
  const total = pricing.order().total
  for (const field of form.fields) if (field.type === 'total') out[String(field.id)] = formatMoney(total, pricing.currency)
  return out
}

/** The order as lines of text for entries and e-mails. */
export function orderLines(order: Order): { label: string; value: string }[] {
  const money = (n: number) => formatMoney(n, order.currency)
  const lines = order.items.map((item) => {
    const options = item.options.length ? ` (${item.options.map((o) => `${o.name} ${money(o.price)}`).join(', ')})` : ''
    return { label: item.name, value: `${item.quantity} × ${money(item.unitPrice)}${options} = ${money(item.lineTotal)}` }
  })
  if (order.shipping) lines.push({ label: `Shipping: ${order.shipping.name}`, value: money(order.shipping.price) })
  lines.push({ label: 'Total', value: money(order.total) })
  return lines
}

export { roundTo }
