/** Each type's markup: its control, whether it is a fieldset, where an error link points (`fields/<type>/markup.ts`), one line per type. Server only. */
import type { FieldType } from '../types'
import type { MarkupPart } from './markup-kit'
import { markup as text } from './text/markup'
import { markup as textarea } from './textarea/markup'
import { markup as select } from './select/markup'
import { markup as multiselect } from './multiselect/markup'
import { markup as number } from './number/markup'
import { markup as checkbox } from './checkbox/markup'
import { markup as radio } from './radio/markup'
import { markup as hidden } from './hidden/markup'
import { markup as html } from './html/markup'
import { markup as section } from './section/markup'
import { markup as page } from './page/markup'
import { markup as name } from './name/markup'
import { markup as date } from './date/markup'
import { markup as time } from './time/markup'
import { markup as phone } from './phone/markup'
import { markup as address } from './address/markup'
import { markup as website } from './website/markup'
import { markup as email } from './email/markup'
import { markup as fileupload } from './fileupload/markup'
import { markup as captcha } from './captcha/markup'
import { markup as list } from './list/markup'
import { markup as consent } from './consent/markup'
import { markup as password } from './password/markup'
import { markup as social } from './social/markup'
import { markup as repeater } from './repeater/markup'
import { markup as product } from './product/markup'
import { markup as quantity } from './quantity/markup'
import { markup as option } from './option/markup'
import { markup as shipping } from './shipping/markup'
import { markup as total } from './total/markup'

export const FIELD_MARKUP = {
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
} as const satisfies { [T in FieldType]: MarkupPart<T> }
