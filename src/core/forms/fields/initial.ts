/** The values each type starts with (`fields/<type>/initial.ts`), one line per type. */
import type { FieldType } from '../types'
import type { InitialPart } from './initial-kit'
import { initial as text } from './text/initial'
import { initial as textarea } from './textarea/initial'
import { initial as select } from './select/initial'
import { initial as multiselect } from './multiselect/initial'
import { initial as number } from './number/initial'
import { initial as checkbox } from './checkbox/initial'
import { initial as radio } from './radio/initial'
import { initial as hidden } from './hidden/initial'
import { initial as html } from './html/initial'
import { initial as section } from './section/initial'
import { initial as page } from './page/initial'
import { initial as name } from './name/initial'
import { initial as date } from './date/initial'
import { initial as time } from './time/initial'
import { initial as phone } from './phone/initial'
import { initial as address } from './address/initial'
import { initial as website } from './website/initial'
import { initial as email } from './email/initial'
import { initial as fileupload } from './fileupload/initial'
import { initial as captcha } from './captcha/initial'
import { initial as list } from './list/initial'
import { initial as consent } from './consent/initial'
import { initial as password } from './password/initial'
import { initial as social } from './social/initial'
import { initial as repeater } from './repeater/initial'
import { initial as product } from './product/initial'
import { initial as quantity } from './quantity/initial'
import { initial as option } from './option/initial'
import { initial as shipping } from './shipping/initial'
import { initial as total } from './total/initial'

export const FIELD_INITIAL = {
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
} as const satisfies { [T in FieldType]: InitialPart<T> }
