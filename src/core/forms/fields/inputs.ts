/** Each type's default sub-inputs and posted names (`fields/<type>/inputs.ts`), one line per type. */
import type { FieldType } from '../types'
import type { InputsPart } from './inputs-kit'
import { inputs as text } from './text/inputs'
import { inputs as textarea } from './textarea/inputs'
import { inputs as select } from './select/inputs'
import { inputs as multiselect } from './multiselect/inputs'
import { inputs as number } from './number/inputs'
import { inputs as checkbox } from './checkbox/inputs'
import { inputs as radio } from './radio/inputs'
import { inputs as hidden } from './hidden/inputs'
import { inputs as html } from './html/inputs'
import { inputs as section } from './section/inputs'
import { inputs as page } from './page/inputs'
import { inputs as name } from './name/inputs'
import { inputs as date } from './date/inputs'
import { inputs as time } from './time/inputs'
import { inputs as phone } from './phone/inputs'
import { inputs as address } from './address/inputs'
import { inputs as website } from './website/inputs'
import { inputs as email } from './email/inputs'
import { inputs as fileupload } from './fileupload/inputs'
import { inputs as captcha } from './captcha/inputs'
import { inputs as list } from './list/inputs'
import { inputs as consent } from './consent/inputs'
import { inputs as password } from './password/inputs'
import { inputs as social } from './social/inputs'
import { inputs as repeater } from './repeater/inputs'
import { inputs as product } from './product/inputs'
import { inputs as quantity } from './quantity/inputs'
import { inputs as option } from './option/inputs'
import { inputs as shipping } from './shipping/inputs'
import { inputs as total } from './total/inputs'

export const FIELD_INPUTS = {
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
} as const satisfies { [T in FieldType]: InputsPart<T> }
