/**
 * What the browser's forms script knows of every field type (`fields/<type>/client.ts`: its traits
 * and how its inputs, values and logic work), one line per type. `fields/index.ts` lists the whole
 * definitions, which spread these in; this map stays apart so the script loads none of the rest.
 */
import type { Field, FieldType, HtmlField, PageField, SectionField } from '../types'
import { partFor, type FieldClientParts } from './definition'
import { client as text } from './text/client'
import { client as textarea } from './textarea/client'
import { client as select } from './select/client'
import { client as multiselect } from './multiselect/client'
import { client as number } from './number/client'
import { client as checkbox } from './checkbox/client'
import { client as radio } from './radio/client'
import { client as image_choice } from './image_choice/client'
import { client as hidden } from './hidden/client'
import { client as html } from './html/client'
import { client as section } from './section/client'
import { client as page } from './page/client'
import { client as name } from './name/client'
import { client as date } from './date/client'
import { client as time } from './time/client'
import { client as phone } from './phone/client'
import { client as address } from './address/client'
import { client as website } from './website/client'
import { client as email } from './email/client'
import { client as fileupload } from './fileupload/client'
import { client as captcha } from './captcha/client'
import { client as list } from './list/client'
import { client as consent } from './consent/client'
import { client as password } from './password/client'
import { client as social } from './social/client'
import { client as repeater } from './repeater/client'
import { client as product } from './product/client'
import { client as quantity } from './quantity/client'
import { client as option } from './option/client'
import { client as shipping } from './shipping/client'
import { client as total } from './total/client'

export const FIELD_CLIENT = {
  text,
  textarea,
  select,
  multiselect,
  number,
  checkbox,
  radio,
  image_choice,
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
  fileupload,
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
} as const satisfies { [T in FieldType]: FieldClientParts<T> }

/** Shows something but holds no value (html, section, page). */
export function isDisplayOnlyType(type: FieldType): boolean {
  return partFor(FIELD_CLIENT, { type }).traits.displayOnly
}

/** A field that shows something but holds no value (its type's `displayOnly`). */
export function isDisplayOnly(field: Field): field is HtmlField | SectionField | PageField {
  return isDisplayOnlyType(field.type)
}

/** A field of the pricing engine's (product, option, quantity, shipping, total). */
export function isPricingType(type: FieldType): boolean {
  return partFor(FIELD_CLIENT, { type }).traits.pricing
}
