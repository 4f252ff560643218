/**
 * What a type's `import.ts` (`fields/<type>/import.ts`) is lent by the Gravity Forms importer
 * (`core/gravityforms/import.ts`): GF's loose values read (ids and flags as strings, `"1"`/`""`),
 * its choices, sub-inputs, prices and logic, and where to report what did not come across. Apart
 * from the map (`fields/index.ts`) so a folder can use these without importing the map that lists
 * it.
 */
import type {
  CalculationSettings,
  Choice,
  ConditionalLogic,
  FieldBase,
  FieldOfType,
  FieldType,
  LogicOperator,
  PriceChoice,
  RepeaterSubFieldType,
  SubInput,
} from '../types'

export type Raw = Record<string, unknown>

export const REPEATER_SUB_TYPES: readonly RepeaterSubFieldType[] = ['text', 'email', 'number', 'textarea', 'select']

export type ImportIssue = {
  /** The form's title in the export. */
  form: string
  fieldId?: number
  /** GF's field type, for unsupported fields. */
  fieldType?: string
  label?: string
  kind: 'unsupported-field' | 'dropped-logic' | 'changed' | 'not-imported'
  message: string
}

// ---------------------------------------------------------------- small readers

export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
export const opt = (v: unknown): string | undefined => (str(v).trim() === '' ? undefined : str(v))
/** GF writes booleans as true/false, "1"/"" or "true"/"false". */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true'
export const int = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(str(v)) ? Number(v) : NaN
  return Number.isSafeInteger(n) ? n : undefined
}
export const numeric = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : str(v).trim() === '' ? NaN : Number(str(v))
  return Number.isFinite(n) ? n : undefined
}
export const obj = (v: unknown): Raw | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : undefined)
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

export const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/** HTML as plain text (descriptions are text in the engine): markup dropped, line breaks kept. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
      }
      return ENTITIES[e.toLowerCase()] ?? m
    })
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

export const OPERATORS: Record<string, LogicOperator> = {
  is: 'is',
  isnot: 'isnot',
  '>': '>',
  '<': '<',
  greater_than: '>',
  less_than: '<',
  contains: 'contains',
  starts_with: 'starts_with',
  ends_with: 'ends_with',
}

export type Context = {
  formTitle: string
  issues: ImportIssue[]
  sanitizeHtml: (html: string) => string
}

export function logicOf(raw: unknown, where: string, ctx: Context, fieldId?: number): ConditionalLogic | null {
  const logic = obj(raw)
  if (!logic) return null
  if ('enabled' in logic && !bool(logic.enabled)) return null
  const rules = arr(logic.rules)
    .map(obj)
    .filter((r): r is Raw => r !== undefined)
  const kept = rules.flatMap((r) => {
    const operator = OPERATORS[str(r.operator)]
    const ruleField = str(r.fieldId)
    if (!operator || !/^\d+(\.\d+)?$/.test(ruleField)) {
      ctx.issues.push({
        form: ctx.formTitle,
        fieldId,
        kind: 'dropped-logic',
        message: `${where}: a rule on "${ruleField}" with the operator "${str(r.operator)}" cannot be imported and was dropped.`,
      })
      return []
    }
    return [{ fieldId: ruleField, operator, value: str(r.value) }]
  })
  if (kept.length === 0) return null
  return {
    actionType: logic.actionType === 'hide' ? 'hide' : 'show',
    logicType: logic.logicType === 'any' ? 'any' : 'all',
    rules: kept,
  }
}

export function choicesOf(raw: Raw): Choice[] {
  return arr(raw.choices)
    .map(obj)
    .filter((c): c is Raw => c !== undefined)
    .map((c) => {
      const text = htmlToText(str(c.text))
      const value = str(c.value) !== '' ? str(c.value) : text
      return { text, value, ...(bool(c.isSelected) ? { isSelected: true } : {}) }
    })
}

/**
 * A price as GF writes it in an export: in the site's currency format (`$1,234.50`, `1.234,50 €`,
 * `12`), as minor units. The decimal separator is the last `.` or `,` when two digits or fewer
 * follow it; any other separator groups thousands.
 */
export function priceOf(v: unknown): number | undefined {
  const text = str(v).replace(/[^\d.,-]/g, '')
  if (!/\d/.test(text)) return undefined
  const negative = text.startsWith('-')
  const digits = text.replace(/-/g, '')
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','))
  const decimals = last >= 0 && digits.length - last - 1 <= 2 ? digits.slice(last + 1) : ''
  const whole = (decimals || last === digits.length - 1 ? digits.slice(0, last) : digits).replace(/[.,]/g, '')
  const cents = Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0') || '0')
  return Number.isSafeInteger(cents) ? (negative ? -cents : cents) : undefined
}

export function priceChoicesOf(raw: Raw): PriceChoice[] {
  const prices = arr(raw.choices).map((c) => priceOf(obj(c)?.price) ?? 0)
  return choicesOf(raw).map((choice, i) => ({ ...choice, price: prices[i] ?? 0 }))
}

export function calculationOf(raw: Raw): CalculationSettings {
  if (!bool(raw.enableCalculation)) return {}
  const rounding = int(raw.calculationRounding)
  return {
    enableCalculation: true,
    calculationFormula: str(raw.calculationFormula),
    calculationRounding: rounding !== undefined && rounding >= 0 ? rounding : 'norounding',
  }
}

/** The product a GF option or quantity field belongs to (`productField`), or 0 when none is named. */
export const productFieldOf = (raw: Raw): number => int(raw.productField) ?? 0

export function inputsOf(raw: Raw): SubInput[] | undefined {
  const list = arr(raw.inputs)
    .map(obj)
    .filter((i): i is Raw => i !== undefined && /^\d+(\.\d+)?$/.test(str(i.id)))
  if (list.length === 0) return undefined
  return list.map((i) => ({
    id: str(i.id),
    label: htmlToText(str(i.label)),
    ...(opt(i.customLabel) ? { customLabel: htmlToText(str(i.customLabel)) } : {}),
    ...(opt(i.name) ? { name: str(i.name) } : {}),
    ...(bool(i.isHidden) ? { isHidden: true } : {}),
    ...(opt(i.placeholder) ? { placeholder: str(i.placeholder) } : {}),
    ...(opt(i.defaultValue) ? { defaultValue: str(i.defaultValue) } : {}),
    ...(arr(i.choices).length ? { choices: choicesOf(i) } : {}),
  }))
}

export const oneOf = <T extends string>(v: unknown, list: readonly T[]): T | undefined =>
  (list as readonly string[]).includes(str(v)) ? (str(v) as T) : undefined

export type Importer<T extends FieldType> = (raw: Raw, base: FieldBase, ctx: Context) => FieldOfType<T>
