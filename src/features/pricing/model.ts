/**
 * Pricing fields between the admin's blocks (prices typed in currency units, 89.5) and the
 * engine (whole minor units, 8950). Called from features/forms/model.ts.
 */
import type { CalculationSettings, Field, FieldBase, PriceChoice } from '../../core/forms/types'
import { currencyOf } from '../../core/money/currency'

type Row = Record<string, unknown>

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined)

function toMinor(v: unknown, decimals: number): number | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return undefined
  return Math.round(Number((v * 10 ** decimals).toPrecision(15)))
}

const fromMinor = (v: number | undefined, decimals: number) => (v === undefined ? undefined : v / 10 ** decimals)

function choicesOf(rows: unknown, decimals: number): PriceChoice[] {
  return ((rows as Row[] | null | undefined) ?? []).map((c) => ({
    text: String(c.text ?? ''),
    value: str(c.value) ?? String(c.text ?? ''),
    price: toMinor(c.price, decimals) ?? 0,
    ...(c.isSelected ? { isSelected: true } : {}),
  }))
}

const choiceRows = (choices: PriceChoice[] | undefined, decimals: number) =>
  (choices ?? []).map((c) => ({
    text: c.text,
    value: c.value,
    price: fromMinor(c.price, decimals),
    isSelected: c.isSelected === true,
  }))

export function calculationOf(row: Row): CalculationSettings {
  const rounding = str(row.calculationRounding)
  return {
    ...(row.enableCalculation ? { enableCalculation: true } : {}),
    ...(str(row.calculationFormula) ? { calculationFormula: str(row.calculationFormula) } : {}),
    ...(rounding && rounding !== 'norounding' ? { calculationRounding: Number(rounding) } : {}),
  }
}

export function calculationRow(field: CalculationSettings): Row {
  return {
    enableCalculation: field.enableCalculation === true,
    calculationFormula: field.calculationFormula,
    calculationRounding:
      field.calculationRounding === undefined || field.calculationRounding === 'norounding'
        ? 'norounding'
        : String(field.calculationRounding),
  }
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/** A pricing block as the engine's field, or undefined when `type` is not a pricing type. */
export function pricingFieldOf(type: string, row: Row, base: FieldBase, currencyCode: unknown): Field | undefined {
  const decimals = currencyOf(typeof currencyCode === 'string' ? currencyCode : undefined).decimals
  switch (type) {
    case 'product':
      return {
        ...base,
        type,
        inputType: (str(row.inputType) as 'singleproduct') ?? 'singleproduct',
        basePrice: toMinor(row.basePrice, decimals),
        ...(Array.isArray(row.choices) && row.choices.length ? { choices: choicesOf(row.choices, decimals) } : {}),
        ...(row.disableQuantity ? { disableQuantity: true } : {}),
        ...(str(row.calculationFormula) ? { calculationFormula: str(row.calculationFormula) } : {}),
      }
    case 'option':
      return {
        ...base,
        type,
        productField: num(row.productField) ?? 0,
        inputType: (str(row.inputType) as 'select') ?? 'select',
        choices: choicesOf(row.choices, decimals),
      }
    case 'quantity':
      return { ...base, type, productField: num(row.productField) ?? 0, rangeMin: num(row.rangeMin), rangeMax: num(row.rangeMax) }
    case 'shipping':
      return {
        ...base,
        type,
        inputType: (str(row.inputType) as 'singleshipping') ?? 'singleshipping',
        basePrice: toMinor(row.basePrice, decimals),
        ...(Array.isArray(row.choices) && row.choices.length ? { choices: choicesOf(row.choices, decimals) } : {}),
      }
    case 'total':
      return { ...base, type }
    default:
      return undefined
  }
}

/** A pricing field as the data of its block (the reverse of `pricingFieldOf`). */
export function pricingFieldRow(field: Field, base: Row, currencyCode: string | undefined): Row | undefined {
  const decimals = currencyOf(currencyCode).decimals
  switch (field.type) {
    case 'product':
      return {
        ...base,
        inputType: field.inputType,
        basePrice: fromMinor(field.basePrice, decimals),
        choices: choiceRows(field.choices, decimals),
        disableQuantity: field.disableQuantity === true,
        calculationFormula: field.calculationFormula,
      }
    case 'option':
      return {
        ...base,
        productField: field.productField,
        inputType: field.inputType,
        choices: choiceRows(field.choices, decimals),
      }
    case 'quantity':
      return { ...base, productField: field.productField, rangeMin: field.rangeMin, rangeMax: field.rangeMax }
    case 'shipping':
      return {
        ...base,
        inputType: field.inputType,
        basePrice: fromMinor(field.basePrice, decimals),
        choices: choiceRows(field.choices, decimals),
      }
    case 'total':
      return base
    default:
      return undefined
  }
}
