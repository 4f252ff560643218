/** How each type's stored entry reads back into values (`fields/<type>/stored.ts`), one line per type. */
import type { FieldType } from '../types'
import type { StoredPart } from './stored-kit'
import { stored as text } from './text/stored'
import { stored as textarea } from './textarea/stored'
import { stored as select } from './select/stored'
import { stored as multiselect } from './multiselect/stored'
import { stored as number } from './number/stored'
import { stored as checkbox } from './checkbox/stored'
import { stored as radio } from './radio/stored'
import { stored as hidden } from './hidden/stored'
import { stored as html } from './html/stored'
import { stored as section } from './section/stored'
import { stored as page } from './page/stored'
import { stored as name } from './name/stored'
import { stored as date } from './date/stored'
import { stored as time } from './time/stored'
import { stored as phone } from './phone/stored'
import { stored as address } from './address/stored'
import { stored as website } from './website/stored'
import { stored as email } from './email/stored'
import { stored as fileupload } from './fileupload/stored'
import { stored as captcha } from './captcha/stored'
import { stored as list } from './list/stored'
import { stored as consent } from './consent/stored'
import { stored as password } from './password/stored'
import { stored as social } from './social/stored'
import { stored as repeater } from './repeater/stored'
import { stored as product } from './product/stored'
import { stored as quantity } from './quantity/stored'
import { stored as option } from './option/stored'
import { stored as shipping } from './shipping/stored'
import { stored as total } from './total/stored'

export const FIELD_STORED = {
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
} as const satisfies { [T in FieldType]: StoredPart<T> }
