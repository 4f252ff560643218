/**
 * The field types, whole: one folder each (`fields/<type>/`), whose `index.ts` gives the type's
 * name, icon, traits and every part (see `definition.ts`). The map's type makes a field type of
 * `Field` without its folder or a part a compile error. The order is the palette's. The browser's
 * modules ask `fields/client.ts` instead, which holds only the parts its script runs.
 */
import type { FieldType } from '../types'
import type { FieldTypeDefinition, FieldTypeMeta } from './definition'
import { text } from './text'
import { textarea } from './textarea'
import { select } from './select'
import { multiSelect } from './multiselect'
import { number } from './number'
import { checkbox } from './checkbox'
import { radio } from './radio'
import { imageChoice } from './image_choice'
import { hidden } from './hidden'
import { html } from './html'
import { section } from './section'
import { page } from './page'
import { name } from './name'
import { date } from './date'
import { time } from './time'
import { phone } from './phone'
import { address } from './address'
import { website } from './website'
import { email } from './email'
import { fileUpload } from './fileupload'
import { captcha } from './captcha'
import { list } from './list'
import { consent } from './consent'
import { password } from './password'
import { social } from './social'
import { repeater } from './repeater'
import { product } from './product'
import { quantity } from './quantity'
import { option } from './option'
import { shipping } from './shipping'
import { total } from './total'

export const FIELD_TYPES = {
  text,
  textarea,
  select,
  multiselect: multiSelect,
  number,
  checkbox,
  radio,
  image_choice: imageChoice,
  hidden,
  html,
  section,
  page,
  name,
  date,
  time,
  phone,
  address,
  website,
  email,
  fileupload: fileUpload,
  captcha,
  list,
  consent,
  password,
  social,
  repeater,
  product,
  quantity,
  option,
  shipping,
  total,
} as const satisfies { [T in FieldType]: FieldTypeDefinition<T> }

/** The types in the palette's order. */
export const FIELD_TYPE_ORDER = Object.keys(FIELD_TYPES) as FieldType[]

export function isFieldType(type: string): type is FieldType {
  return Object.hasOwn(FIELD_TYPES, type)
}

export function metaOf(type: FieldType): FieldTypeMeta {
  return FIELD_TYPES[type].meta
}

export { isDisplayOnly, isDisplayOnlyType, isPricingType } from './client'
export { UnknownFieldTypeError } from './definition'
