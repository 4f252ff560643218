/** How each type's value reads to conditional logic (`fields/<type>/logic.ts`), one line per type. */
import type { FieldType } from '../types'
import type { LogicPart } from './logic-kit'
import { logic as text } from './text/logic'
import { logic as textarea } from './textarea/logic'
import { logic as select } from './select/logic'
import { logic as multiselect } from './multiselect/logic'
import { logic as number } from './number/logic'
import { logic as checkbox } from './checkbox/logic'
import { logic as radio } from './radio/logic'
import { logic as hidden } from './hidden/logic'
import { logic as html } from './html/logic'
import { logic as section } from './section/logic'
import { logic as page } from './page/logic'
import { logic as name } from './name/logic'
import { logic as date } from './date/logic'
import { logic as time } from './time/logic'
import { logic as phone } from './phone/logic'
import { logic as address } from './address/logic'
import { logic as website } from './website/logic'
import { logic as email } from './email/logic'
import { logic as fileupload } from './fileupload/logic'
import { logic as captcha } from './captcha/logic'
import { logic as list } from './list/logic'
import { logic as consent } from './consent/logic'
import { logic as password } from './password/logic'
import { logic as social } from './social/logic'
import { logic as repeater } from './repeater/logic'
import { logic as product } from './product/logic'
import { logic as quantity } from './quantity/logic'
import { logic as option } from './option/logic'
import { logic as shipping } from './shipping/logic'
import { logic as total } from './total/logic'

export const FIELD_LOGIC = {
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
} as const satisfies { [T in FieldType]: LogicPart<T> }
