/** Every type's own validation check (`fields/<type>/validate.ts`), one line per type. */
import type { FieldType } from '../types'
import type { Check } from './validate-kit'
import { check as text } from './text/validate'
import { check as textarea } from './textarea/validate'
import { check as select } from './select/validate'
import { check as multiselect } from './multiselect/validate'
import { check as number } from './number/validate'
import { check as checkbox } from './checkbox/validate'
import { check as radio } from './radio/validate'
import { check as hidden } from './hidden/validate'
import { check as html } from './html/validate'
import { check as section } from './section/validate'
import { check as page } from './page/validate'
import { check as name } from './name/validate'
import { check as date } from './date/validate'
import { check as time } from './time/validate'
import { check as phone } from './phone/validate'
import { check as address } from './address/validate'
import { check as website } from './website/validate'
import { check as email } from './email/validate'
import { check as fileupload } from './fileupload/validate'
import { check as captcha } from './captcha/validate'
import { check as list } from './list/validate'
import { check as consent } from './consent/validate'
import { check as password } from './password/validate'
import { check as social } from './social/validate'
import { check as repeater } from './repeater/validate'
import { check as product } from './product/validate'
import { check as quantity } from './quantity/validate'
import { check as option } from './option/validate'
import { check as shipping } from './shipping/validate'
import { check as total } from './total/validate'

export const FIELD_CHECKS = {
  text,
  textarea,
  select,
  multiselect,
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
} as const satisfies { [T in FieldType]: Check<T> }
