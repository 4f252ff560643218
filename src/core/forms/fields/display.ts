/** Each type's value as people read it (`fields/<type>/display.ts`), one line per type. */
import type { FieldType } from '../types'
import type { DisplayPart } from './display-kit'
import { display as text } from './text/display'
import { display as textarea } from './textarea/display'
import { display as select } from './select/display'
import { display as multiselect } from './multiselect/display'
import { display as number } from './number/display'
import { display as checkbox } from './checkbox/display'
import { display as radio } from './radio/display'
import { display as hidden } from './hidden/display'
import { display as html } from './html/display'
import { display as section } from './section/display'
import { display as page } from './page/display'
import { display as name } from './name/display'
import { display as date } from './date/display'
import { display as time } from './time/display'
import { display as phone } from './phone/display'
import { display as address } from './address/display'
import { display as website } from './website/display'
import { display as email } from './email/display'
import { display as fileupload } from './fileupload/display'
import { display as captcha } from './captcha/display'
import { display as list } from './list/display'
import { display as consent } from './consent/display'
import { display as password } from './password/display'
import { display as social } from './social/display'
import { display as repeater } from './repeater/display'
import { display as product } from './product/display'
import { display as quantity } from './quantity/display'
import { display as option } from './option/display'
import { display as shipping } from './shipping/display'
import { display as total } from './total/display'

export const FIELD_DISPLAY = {
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
} as const satisfies { [T in FieldType]: DisplayPart<T> }
