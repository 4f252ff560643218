/** How each type's values are written back and stored (`fields/<type>/values.ts`), one line per type. */
import type { FieldType } from '../types'
import type { ValuesPart } from './values-kit'
import { values as text } from './text/values'
import { values as textarea } from './textarea/values'
import { values as select } from './select/values'
import { values as multiselect } from './multiselect/values'
import { values as number } from './number/values'
import { values as checkbox } from './checkbox/values'
import { values as radio } from './radio/values'
import { values as hidden } from './hidden/values'
import { values as html } from './html/values'
import { values as section } from './section/values'
import { values as page } from './page/values'
import { values as name } from './name/values'
import { values as date } from './date/values'
import { values as time } from './time/values'
import { values as phone } from './phone/values'
import { values as address } from './address/values'
import { values as website } from './website/values'
import { values as email } from './email/values'
import { values as fileupload } from './fileupload/values'
import { values as captcha } from './captcha/values'
import { values as list } from './list/values'
import { values as consent } from './consent/values'
import { values as password } from './password/values'
import { values as social } from './social/values'
import { values as repeater } from './repeater/values'
import { values as product } from './product/values'
import { values as quantity } from './quantity/values'
import { values as option } from './option/values'
import { values as shipping } from './shipping/values'
import { values as total } from './total/values'

export const FIELD_VALUES = {
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
} as const satisfies { [T in FieldType]: ValuesPart<T> }
