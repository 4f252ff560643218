/**
 * The pricing fields inside the form engine: their markup (GF's classes and ids:
 * `ginput_container_singleproduct`, `ginput_product_price`, `ginput_quantity`, `ginput_total`, …)
 * Their validation and how their values read are in each type's folder (`core/forms/fields/<type>/`).
 */
import type { Field, InputId, OptionField, ProductField, ShippingField } from '../forms/types'
import { valueOf, type Values } from '../forms/value-access'
import { formatMoney, parseMoney, type CurrencyConfig } from '../money/currency'
import { PRODUCT_INPUTS, choiceLabel, findChoice, optionInputs } from './choices'

export type PricingField = ProductField | Extract<Field, { type: 'option' | 'quantity' | 'shipping' | 'total' }>

export const PRICING_MESSAGES = {
  quantity: 'Please enter a valid quantity. Quantity cannot contain decimals.',
  amount: 'Please enter a valid amount.',
} as const

type AttrValue = string | number | boolean | undefined | null

/** What the engine's renderer lends a pricing field. */
export type PricingKit = {
  formId: number
  values: Values
  currency: CurrencyConfig
  attrs: (list: Record<string, AttrValue>) => string
  esc: (text: string) => string
  /** ARIA state of an input (`aria-invalid`, `aria-describedby`, `aria-required`). */
  aria: (inputId?: InputId) => Record<string, AttrValue>
  size: string
  /** Whether the product has its own quantity input. */
  ownQuantity: (field: ProductField) => boolean
}

const container = (kind: string, inner: string, extra = '') =>
  `<div class="ginput_container ginput_container_${kind}${extra}">${inner}</div>`

function choiceInputs(
  kit: PricingKit,
  field: ProductField | OptionField | ShippingField,
  type: 'radio' | 'checkbox',
  signed: boolean,
): string {
  const { formId, attrs, esc } = kit
  const choices = field.choices ?? []
  const checkboxIds = field.type === 'option' ? optionInputs(field) : []
  return choices
    .map((choice, index) => {
      const n = type === 'checkbox' ? Number(checkboxIds[index]!.id.split('.')[1]) : index
      const cid = `choice_${formId}_${field.id}_${n}`
      const inputKey = type === 'checkbox' ? checkboxIds[index]!.id : String(field.id)
      const current = valueOf(kit.values, inputKey)
      const checked = current !== '' && findChoice([choice], current) !== undefined
      return `<div class="gchoice gchoice_${formId}_${field.id}_${n}"><input${attrs({
        class: 'gfield-choice-input',
        name: `input_${inputKey}`,
        type,
        value: choice.value,
        checked,
        id: cid,
        'data-price': choice.price,
        ...kit.aria(),
        'aria-required': undefined,
      })}><label${attrs({
        for: cid,
        id: `label_${formId}_${field.id}_${n}`,
        class: 'gform-field-label gform-field-label--type-inline',
      })}>${esc(choiceLabel(choice, kit.currency, signed))}</label></div>`
    })
    .join('')
}

function choiceSelect(kit: PricingKit, field: ProductField | OptionField | ShippingField, signed: boolean): string {
  const { formId, attrs, esc } = kit
  const current = valueOf(kit.values, String(field.id))
  const options = (field.choices ?? [])
    .map(
      (c) =>
        `<option${attrs({ value: c.value, selected: current !== '' && findChoice([c], current) !== undefined, 'data-price': c.price })}>${esc(
          choiceLabel(c, kit.currency, signed),
        )}</option>`,
    )
    .join('')
  return `<select${attrs({
    name: `input_${field.id}`,
    id: `input_${formId}_${field.id}`,
    class: `${kit.size} gfield_select`,
    ...kit.aria(),
  })}><option value="" class="gf_placeholder">${esc(field.placeholder ?? 'Select an option')}</option>${options}</select>`
}

/** A price shown as text and kept in a hidden input (which the server ignores: it writes its own). */
function shownPrice(kit: PricingKit, field: Field, minor: number, label: string): string {
  const { formId, attrs, esc } = kit
  const text = formatMoney(minor, kit.currency)
  return `<span class="ginput_product_price_label">${esc(label)}</span> <span${attrs({
    class: 'ginput_product_price',
    id: `input_${formId}_${field.id}`,
  })}>${esc(text)}</span><input${attrs({
    type: 'hidden',
    name: `input_${field.id}.${PRODUCT_INPUTS.price}`,
    id: `ginput_base_price_${formId}_${field.id}`,
    class: 'gform_hidden ginput_product_price_hidden',
    value: text,
  })}>`
}

/** A product: a drop down, radio buttons, an amount to name, or its price shown with a quantity input. */
export function productControl(kit: PricingKit, field: ProductField): string {
  const { formId, attrs } = kit
  const id = String(field.id)
  switch (field.inputType) {
    case 'select':
      return container('product_select', choiceSelect(kit, field, false))
    case 'radio':
      return container(
        'radio',
        `<div${attrs({ class: 'gfield_radio', id: `input_${formId}_${field.id}` })}>${choiceInputs(kit, field, 'radio', false)}</div>`,
      )
    case 'price':
      return container(
        'product_price',
        `<input${attrs({
          type: 'text',
          name: `input_${id}`,
          id: `input_${formId}_${field.id}`,
          value: valueOf(kit.values, id),
          class: `ginput_amount ${kit.size}`,
          inputmode: 'decimal',
          placeholder: field.placeholder,
          ...kit.aria(),
        })}>`,
      )
    case 'singleproduct':
    case 'hiddenproduct':
    case 'calculation': {
      const priceMinor = parseMoney(valueOf(kit.values, `${id}.${PRODUCT_INPUTS.price}`), kit.currency) ?? field.basePrice ?? 0
      const quantityId = `${id}.${PRODUCT_INPUTS.quantity}`
      const name = `<input${attrs({
        type: 'hidden',
        name: `input_${id}.${PRODUCT_INPUTS.name}`,
        value: field.label,
        class: 'gform_hidden',
      })}>`
      const quantity = kit.ownQuantity(field)
        ? `<span class="ginput_quantity_label" aria-hidden="true">Quantity:</span> <input${attrs({
            type: 'number',
            name: `input_${quantityId}`,
            id: `ginput_quantity_${formId}_${field.id}`,
            class: 'ginput_quantity',
            value: valueOf(kit.values, quantityId),
            min: 0,
            step: 1,
            inputmode: 'numeric',
            'aria-label': `Quantity of ${field.label}`,
            ...kit.aria(quantityId),
          })}>`
        : ''
      const hidden = field.inputType === 'hiddenproduct'
      return container(
        'singleproduct',
        name + (hidden ? '' : shownPrice(kit, field, priceMinor, 'Price:')) + quantity,
        hidden ? ' ginput_container_hiddenproduct' : field.inputType === 'calculation' ? ' ginput_container_calculation' : '',
      )
    }
  }
  return ''
}

/** A product's options: a drop down, radio buttons or checkboxes, each with its price. */
export function optionControl(kit: PricingKit, field: OptionField): string {
  const { formId, attrs } = kit
  if (field.inputType === 'select') return container('select', choiceSelect(kit, field, true))
  return container(
    field.inputType,
    `<div${attrs({ class: `gfield_${field.inputType}`, id: `input_${formId}_${field.id}` })}>${choiceInputs(
      kit,
      field,
      field.inputType,
      true,
    )}</div>`,
  )
}

/** A product's quantity, in place of its own quantity input. */
export function quantityControl(kit: PricingKit, field: Extract<Field, { type: 'quantity' }>): string {
  const { formId, attrs } = kit
  const id = String(field.id)
  return container(
    'number',
    `<input${attrs({
      type: 'number',
      name: `input_${id}`,
      id: `input_${formId}_${field.id}`,
      value: valueOf(kit.values, id),
      class: `ginput_quantity ${kit.size}`,
      min: field.rangeMin ?? 0,
      max: field.rangeMax,
      step: 1,
      inputmode: 'numeric',
      ...kit.aria(),
    })}>`,
  )
}

/** Shipping: one price shown, or a drop down or radio buttons of prices. */
export function shippingControl(kit: PricingKit, field: ShippingField): string {
  const { formId, attrs, esc } = kit
  if (field.inputType === 'select') return container('select', choiceSelect(kit, field, false))
  if (field.inputType === 'radio')
    return container(
      'radio',
      `<div${attrs({ class: 'gfield_radio', id: `input_${formId}_${field.id}` })}>${choiceInputs(kit, field, 'radio', false)}</div>`,
    )
  return container(
    'singleshipping',
    `<span${attrs({ class: 'ginput_shipping_price', id: `input_${formId}_${field.id}` })}>${esc(
      formatMoney(field.basePrice ?? 0, kit.currency),
    )}</span>`,
  )
}

/** The order total, shown and kept in a hidden input (the server computes its own). */
export function totalControl(kit: PricingKit, field: Extract<Field, { type: 'total' }>): string {
  const { formId, attrs, esc } = kit
  const id = String(field.id)
  const text = valueOf(kit.values, id) || formatMoney(0, kit.currency)
  return container(
    'total',
    `<span${attrs({
      class: `ginput_total ginput_total_${formId}`,
      id: `input_${formId}_${field.id}`,
      'aria-live': 'polite',
      'aria-atomic': 'true',
    })}>${esc(text)}</span><input${attrs({
      type: 'hidden',
      name: `input_${id}`,
      id: `ginput_total_${formId}_${field.id}`,
      class: 'gform_hidden',
      value: text,
    })}>`,
  )
}
