import type { FieldId, FieldType } from '../types'
import type { DisplayPart, ExportColumnsPart } from './display-kit'
import type { Importer } from './import-kit'
import type { InitialPart } from './initial-kit'
import type { InputsPart } from './inputs-kit'
import type { LogicPart } from './logic-kit'
import type { MarkupPart } from './markup-kit'
import type { RowPart } from './row-kit'
import type { StoredPart } from './stored-kit'
import type { Check } from './validate-kit'
import type { ValuesPart } from './values-kit'

/**
 * A field type, whole: its name, palette group and icon, the traits the engine asks about, and what
 * it does with a visitor's answers, one part each. Each type's folder (`fields/<type>/`) holds one
 * file per part and exports its definition from `index.ts`, typed `FieldTypeDefinition<'<type>'>`, so
 * a type missing a part does not compile; `FIELD_TYPES` in `fields/index.ts` lists them, one line
 * per type, and fails to compile while a type of `Field` has none.
 *
 * | part       | file in `fields/<type>/` | used by                      | runs in                  |
 * | ---------- | ------------------------ | ---------------------------- | ------------------------ |
 * | `traits`   | `client.ts`              | fields/client.ts, pricing    | browser and server       |
 * | `inputs`   | `inputs.ts`              | core/forms/inputs.ts         | browser and server       |
 * | `values`   | `values.ts`              | core/forms/values.ts         | browser and server       |
 * | `logic`    | `logic.ts`               | core/forms/logic.ts          | browser and server       |
 * | `validate` | `validate.ts`            | core/forms/validate.ts       | browser (lazily), server |
 * | `display`  | `display.ts`             | core/forms/merge-tags.ts     | browser (lazily), server |
 * | `exportColumns`, optional | `display.ts` | core/entries/values.ts (CSV) | server           |
 * | `initial`  | `initial.ts`             | core/forms/merge-tags.ts     | browser (lazily), server |
 * | `stored`   | `stored.ts`              | core/entries/values.ts       | server                   |
 * | `markup`   | `markup.ts`              | core/forms/markup.ts         | server                   |
 * | `row`      | `row.ts`                 | features/forms/model.ts      | server                   |
 * | `import`   | `import.ts`              | core/gravityforms/import.ts  | server                   |
 *
 * Beside the parts, `fields/<part>-kit.ts` holds what a part is lent and the helpers types share.
 * The browser's forms script must not load every type's markup, so the first four parts are
 * gathered in the folder's `client.ts` (`FieldClientParts`), which `index.ts` spreads into the
 * definition, and listed again in `fields/client.ts`, the map the browser's modules ask. (Its
 * validation and merge tags, loaded lazily, ask `FIELD_TYPES`, so that chunk holds every part.) A
 * new type is one folder, one line in `fields/index.ts` and one in `fields/client.ts`.
 *
 * A part imports its own folder, the kits and the engine's leaves (`input-ids.ts`,
 * `value-access.ts`, `escape.ts`, `pricing/choices.ts`, `types.ts`, dates, numbers), never a
 * module that dispatches through a map (`inputs.ts`, `values.ts`, `logic.ts`, `validate.ts`,
 * `merge-tags.ts`, `markup.ts`, `pricing/order.ts`): that would close an import cycle, and in a
 * cycle the production build may run a module before the one whose `const` it reads
 * (`core/module-order.test.ts` fails on any cycle in `core/`). So a part asks its own folder for
 * its field's sub-inputs, `ownInputs(field, inputs)`, where the engine asks `fieldInputs(field)`.
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

/** The traits the engine asks about; with the browser's parts, apart from `meta`, so its script loads only these. */
export type FieldTraits = {
  /** Shows something but holds no value: no input, no answer, nothing in the entry. */
  displayOnly: boolean
  /** Worked out by the pricing engine: products, their options and quantities, shipping, total. */
  pricing: boolean
}

/** What the browser's forms script knows of a type (`fields/<type>/client.ts`, mapped in `fields/client.ts`). */
export type FieldClientParts<T extends FieldType> = {
  traits: FieldTraits
  inputs: InputsPart<T>
  values: ValuesPart<T>
  logic: LogicPart<T>
}

/** A type whole (`fields/<type>/index.ts`, mapped in `fields/index.ts`): every part is required. */
export type FieldTypeDefinition<T extends FieldType> = FieldClientParts<T> & {
  type: T
  meta: FieldTypeMeta
  validate: Check<T>
  display: DisplayPart<T>
  /** Optional: the CSV columns, where one (the `display` text) is not enough. */
  exportColumns?: ExportColumnsPart<T>
  initial: InitialPart<T>
  stored: StoredPart<T>
  markup: MarkupPart<T>
  row: RowPart<T>
  import: Importer<T>
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
 * A type's entry in `FIELD_TYPES` or `FIELD_CLIENT`, both typed `{ [T in FieldType]: … }` so a type
 * without its parts does not compile. TypeScript cannot tie `field.type` to the entry it picks, so
 * callers cast its part to take any `Field`; the map's type is what makes that safe. A field whose type came from outside the types (a stored
 * row, a cast) finds no part: that is an error naming the type, never a silent skip.
 */
export function partFor<M extends { readonly [T in FieldType]: unknown }>(
  parts: M,
  field: { readonly type: string; readonly id?: FieldId | null },
): M[FieldType] {
  if (!Object.hasOwn(parts, field.type)) throw new UnknownFieldTypeError(field.type, field.id ?? null)
  return parts[field.type as FieldType]
}
