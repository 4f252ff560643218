/** Each type's control, its inputs as HTML (`fields/<type>/markup.ts`), one line per type. Server only. */
import type { FieldType } from '../types'
import type { Control } from './markup-kit'
import { control as text } from './text/markup'
import { control as textarea } from './textarea/markup'
import { control as select } from './select/markup'
import { control as multiselect } from './multiselect/markup'
import { control as number } from './number/markup'
import { control as checkbox } from './checkbox/markup'
import { control as radio } from './radio/markup'
import { control as hidden } from './hidden/markup'
import { control as html } from './html/markup'
import { control as section } from './section/markup'
import { control as page } from './page/markup'
import { control as name } from './name/markup'
import { control as date } from './date/markup'
import { control as time } from './time/markup'
import { control as phone } from './phone/markup'
import { control as address } from './address/markup'
import { control as website } from './website/markup'
import { control as email } from './email/markup'
import { control as fileupload } from './fileupload/markup'
import { control as captcha } from './captcha/markup'
import { control as list } from './list/markup'
import { control as consent } from './consent/markup'
import { control as password } from './password/markup'
import { control as social } from './social/markup'
import { control as repeater } from './repeater/markup'
import { control as product } from './product/markup'
import { control as quantity } from './quantity/markup'
import { control as option } from './option/markup'
import { control as shipping } from './shipping/markup'
import { control as total } from './total/markup'

export const FIELD_CONTROLS = {
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
} as const satisfies { [T in FieldType]: Control<T> }
