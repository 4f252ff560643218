/**
 * Every field type's traits, one line per type's folder: what the engine (in the browser too) asks
 * of a type, without its admin name, palette group or icon (`index.ts` has those).
 */
import type { FieldType } from '../types'
import { partFor, type FieldTraits } from './definition'
import { traits as text } from './text/traits'
import { traits as textarea } from './textarea/traits'
import { traits as select } from './select/traits'
import { traits as multiSelect } from './multiselect/traits'
import { traits as number } from './number/traits'
import { traits as checkbox } from './checkbox/traits'
import { traits as radio } from './radio/traits'
import { traits as hidden } from './hidden/traits'
import { traits as html } from './html/traits'
import { traits as section } from './section/traits'
import { traits as page } from './page/traits'
import { traits as name } from './name/traits'
import { traits as date } from './date/traits'
import { traits as time } from './time/traits'
import { traits as phone } from './phone/traits'
import { traits as address } from './address/traits'
import { traits as website } from './website/traits'
import { traits as email } from './email/traits'
import { traits as fileUpload } from './fileupload/traits'
import { traits as captcha } from './captcha/traits'
import { traits as list } from './list/traits'
import { traits as consent } from './consent/traits'
import { traits as password } from './password/traits'
import { traits as social } from './social/traits'
import { traits as repeater } from './repeater/traits'
import { traits as product } from './product/traits'
import { traits as quantity } from './quantity/traits'
import { traits as option } from './option/traits'
import { traits as shipping } from './shipping/traits'
import { traits as total } from './total/traits'

export const FIELD_TRAITS = {
  text,
  textarea,
  select,
  multiselect: multiSelect,
  number,
  checkbox,
  radio,
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
} as const satisfies { [T in FieldType]: FieldTraits }

/** Shows something but holds no value (html, section, page). */
export function isDisplayOnlyType(type: FieldType): boolean {
  return partFor(FIELD_TRAITS, { type }).displayOnly
}

/** A field of the pricing engine's (product, option, quantity, shipping, total). */
export function isPricingType(type: FieldType): boolean {
  return partFor(FIELD_TRAITS, { type }).pricing
}
