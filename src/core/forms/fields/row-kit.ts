/**
 * What a type's `row.ts` (`fields/<type>/row.ts`) does for `features/forms/model.ts`: turn the
 * admin's stored row (a Payload block, `ff_<type>`) into the engine's field and back. Pure: the
 * model hands over the row as plain data and the settings every field shares already read. Apart
 * from the map (`fields/index.ts`) so a folder can use these without importing the map that lists
 * it.
 */
import { currencyOf } from '../../money/currency'
import type {
  CalculationSettings,
  Choice,
  ConditionalLogic,
  FieldBase,
  FieldOfType,
  FieldType,
  LogicOperator,
  PriceChoice,
} from '../types'

export type Row = Record<string, unknown>

export type RowContext = {
  /** The form's currency code (EUR when absent): prices are stored in its units, kept in minor ones. */
  currency: string | undefined
}

export type RowPart<T extends FieldType> = {
  /** `base` holds the settings every field shares, already read from the row. */
  fromRow: (row: Row, base: FieldBase, context: RowContext) => FieldOfType<T>
  /** `base` holds the shared settings as the row stores them; the type adds its own. */
  toRow: (field: FieldOfType<T>, base: Row, context: RowContext) => Row
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/** A type with no settings of its own. */
export function plainRow<T extends FieldType>(type: T): RowPart<T> {
  return { fromRow: (_row, base) => ({ ...base, type }) as FieldOfType<T>, toRow: (_field, base) => base }
}

export const choicesOf = (rows: unknown): Choice[] =>
  ((rows as Row[] | null | undefined) ?? []).map((c) => ({
    text: String(c.text ?? ''),
    value: str(c.value) ?? String(c.text ?? ''),
    ...(c.isSelected ? { isSelected: true } : {}),
  }))

export const choiceRows = (list: readonly Choice[]) =>
  list.map((c) => ({ text: c.text, value: c.value, isSelected: c.isSelected === true }))

/** A type whose only setting is its list of choices (drop down, multi select). */
export function choiceListRow<T extends 'select' | 'multiselect'>(type: T): RowPart<T> {
  return {
    fromRow: (row, base) => ({ ...base, type, choices: choicesOf(row.choices) }) as FieldOfType<T>,
    toRow: (field, base) => ({ ...base, choices: choiceRows((field as FieldOfType<'select' | 'multiselect'>).choices) }),
  }
}

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

// Prices: the admin stores them in currency units (89.5), the engine keeps whole minor units (8950).

const decimalsOf = (context: RowContext) => currencyOf(context.currency).decimals

export function toMinor(v: unknown, context: RowContext): number | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return undefined
  return Math.round(Number((v * 10 ** decimalsOf(context)).toPrecision(15)))
}

export const fromMinor = (v: number | undefined, context: RowContext) =>
  v === undefined ? undefined : v / 10 ** decimalsOf(context)

export function priceChoicesOf(rows: unknown, context: RowContext): PriceChoice[] {
  return ((rows as Row[] | null | undefined) ?? []).map((c) => ({
    text: String(c.text ?? ''),
    value: str(c.value) ?? String(c.text ?? ''),
    price: toMinor(c.price, context) ?? 0,
    ...(c.isSelected ? { isSelected: true } : {}),
  }))
}

export const priceChoiceRows = (choices: PriceChoice[] | undefined, context: RowContext) =>
  (choices ?? []).map((c) => ({
    text: c.text,
    value: c.value,
    price: fromMinor(c.price, context),
    isSelected: c.isSelected === true,
  }))

/** A product's or shipping's choices, stored only when it has some. */
export const somePriceChoices = (row: Row, context: RowContext) =>
  Array.isArray(row.choices) && row.choices.length ? { choices: priceChoicesOf(row.choices, context) } : {}

export type LogicRow = { enabled?: boolean | null; actionType?: string | null; logicType?: string | null; rules?: Row[] | null }

/** Conditional logic as the admin stores it (an `enabled` switch and rows of rules) read into the engine's. */
export function logicOf(row: LogicRow | null | undefined): ConditionalLogic | null {
  if (!row?.enabled || !row.rules?.length) return null
  return {
    actionType: row.actionType === 'hide' ? 'hide' : 'show',
    logicType: row.logicType === 'any' ? 'any' : 'all',
    rules: row.rules.map((r) => ({
      fieldId: String(r.fieldId ?? ''),
      operator: (r.operator as LogicOperator) ?? 'is',
      value: String(r.value ?? ''),
    })),
  }
}

export function logicRow(logic: ConditionalLogic | null | undefined): LogicRow {
  if (!logic || !logic.rules.length) return { enabled: false }
  return {
    enabled: true,
    actionType: logic.actionType,
    logicType: logic.logicType,
    rules: logic.rules.map((r) => ({ fieldId: r.fieldId, operator: r.operator, value: r.value })),
  }
}
