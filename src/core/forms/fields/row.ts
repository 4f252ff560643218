/** Each type between the admin's stored row and the engine's field (`fields/<type>/row.ts`), one line per type. */
import type { FieldType } from '../types'
import type { RowPart } from './row-kit'
import { row as text } from './text/row'
import { row as textarea } from './textarea/row'
import { row as select } from './select/row'
import { row as multiselect } from './multiselect/row'
import { row as number } from './number/row'
import { row as checkbox } from './checkbox/row'
import { row as radio } from './radio/row'
import { row as hidden } from './hidden/row'
import { row as html } from './html/row'
import { row as section } from './section/row'
import { row as page } from './page/row'
import { row as name } from './name/row'
import { row as date } from './date/row'
import { row as time } from './time/row'
import { row as phone } from './phone/row'
import { row as address } from './address/row'
import { row as website } from './website/row'
import { row as email } from './email/row'
import { row as fileupload } from './fileupload/row'
import { row as captcha } from './captcha/row'
import { row as list } from './list/row'
import { row as consent } from './consent/row'
import { row as password } from './password/row'
import { row as social } from './social/row'
import { row as repeater } from './repeater/row'
import { row as product } from './product/row'
import { row as quantity } from './quantity/row'
import { row as option } from './option/row'
import { row as shipping } from './shipping/row'
import { row as total } from './total/row'

export const FIELD_ROWS = {
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
} as const satisfies { [T in FieldType]: RowPart<T> }
