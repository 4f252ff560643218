import type { FieldType } from '../types'

/**
 * What one field type is, apart from what it does with a visitor's answers: the name staff
 * know it by (Gravity Forms' own), the palette group it sits in, its icon, and the traits the
 * engine asks about. Each type's folder (`fields/<type>/`) exports one of these; the map in
 * `fields/index.ts` lists them all and fails to compile while a type of `Field` has none.
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
