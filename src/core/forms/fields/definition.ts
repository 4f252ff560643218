import type { FieldId, FieldType } from '../types'

/**
 * What one field type is, apart from what it does with a visitor's answers: the name staff
 * know it by (Gravity Forms' own), the palette group it sits in, its icon, and the traits the
 * engine asks about. Each type's folder (`fields/<type>/`) exports one of these; the map in
 * `fields/index.ts` lists them all and fails to compile while a type of `Field` has none.
 *
 * What a type does is in its folder too, one file per part, each listed by a map typed
 * `{ [T in FieldType]: Part<T> }` beside a kit of what the part is lent and the helpers types share:
 *
 * | file in `fields/<type>/` | map `fields/…`  | used by                      | runs in             |
 * | ------------------------ | --------------- | ---------------------------- | ------------------- |
 * | `inputs.ts`              | `inputs.ts`     | core/forms/inputs.ts         | browser and server  |
 * | `values.ts`              | `values.ts`     | core/forms/values.ts         | browser and server  |
 * | `logic.ts`               | `logic.ts`      | core/forms/logic.ts          | browser and server  |
 * | `validate.ts`            | `validate.ts`   | core/forms/validate.ts       | browser (lazily), server |
 * | `display.ts`             | `display.ts`    | core/forms/merge-tags.ts     | browser (lazily), server |
 * | `initial.ts`             | `initial.ts`    | core/forms/merge-tags.ts     | browser (lazily), server |
 * | `stored.ts`              | `stored.ts`     | core/entries/values.ts       | server              |
 * | `markup.ts`              | `markup.ts`     | core/forms/markup.ts         | server              |
 * | `row.ts`                 | `row.ts`        | features/forms/model.ts      | server              |
 * | `import.ts`              | `import.ts`     | core/gravityforms/import.ts  | server              |
 *
 * Separate maps rather than one object per type keep the browser's script to the first three
 * (and the next three when it loads validation or merge tags) instead of every type's markup.
 */
export type FieldGroup = 'standard' | 'advanced' | 'pricing'

/** The palette's groups, in Gravity Forms' order and words. */
export const FIELD_GROUPS: Readonly<Record<FieldGroup, string>> = {
  standard: 'Standard fields',
  advanced: 'Advanced fields',
  pricing: 'Pricing fields',
}

export type FieldTypeMeta = {
  /** The name in the palette and on the builder's rows. */
  title: string
  /** One line under the name in the palette: what the field is for. */
  summary: string
  group: FieldGroup
  /** A 24 × 24 line drawing: the inside of an `<svg viewBox="0 0 24 24">` (stroke, no fill). */
  icon: string
}

/** The traits the engine asks about; kept apart from `meta` so the browser's script loads only these. */
export type FieldTraits = {
  /** Shows something but holds no value: no input, no answer, nothing in the entry. */
  displayOnly: boolean
  /** Worked out by the pricing engine: products, their options and quantities, shipping, total. */
  pricing: boolean
}

export type FieldTypeDefinition<T extends FieldType> = {
  type: T
  meta: FieldTypeMeta
  traits: FieldTraits
}

/**
 * A stored field whose type this version does not know: an error that names it, where the
 * form used to drop the field without a word (and with it every answer it held).
 */
export class UnknownFieldTypeError extends Error {
  override readonly name = 'UnknownFieldTypeError'
  constructor(
    readonly fieldType: string,
    readonly fieldId: number | null,
    readonly formId: number | string | null = null,
  ) {
    super(
      `The form${formId !== null ? ` ${formId}` : ''} has a field${fieldId !== null ? ` (id ${fieldId})` : ''} of the type "${fieldType}", which this site does not know.`,
    )
  }
}

/**
 * A type's part from one of the per-part maps (`fields/validate.ts`, …), each typed
 * `{ [T in FieldType]: Part<T> }` so a type without its part does not compile. TypeScript cannot
 * tie `field.type` to the entry it picks, so callers cast the part to take any `Field`; the
 * map's type is what makes that safe. A field whose type came from outside the types (a stored
 * row, a cast) finds no part: that is an error naming the type, never a silent skip.
 */
export function partFor<M extends { readonly [T in FieldType]: unknown }>(
  parts: M,
  field: { readonly type: string; readonly id?: FieldId | null },
): M[FieldType] {
  if (!Object.hasOwn(parts, field.type)) throw new UnknownFieldTypeError(field.type, field.id ?? null)
  return parts[field.type as FieldType]
}
