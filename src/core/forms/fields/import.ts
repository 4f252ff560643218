/** Each type's Gravity Forms importer (`fields/<type>/import.ts`), keyed by the engine's type (which is GF's type name), one line per type. */
import type { FieldType } from '../types'
import type { Importer } from './import-kit'
import { importer as text } from './text/import'
import { importer as textarea } from './textarea/import'
import { importer as select } from './select/import'
import { importer as multiselect } from './multiselect/import'
import { importer as number } from './number/import'
import { importer as checkbox } from './checkbox/import'
import { importer as radio } from './radio/import'
import { importer as hidden } from './hidden/import'
import { importer as html } from './html/import'
import { importer as section } from './section/import'
import { importer as page } from './page/import'
import { importer as name } from './name/import'
import { importer as date } from './date/import'
import { importer as time } from './time/import'
import { importer as phone } from './phone/import'
import { importer as address } from './address/import'
import { importer as website } from './website/import'
import { importer as email } from './email/import'
import { importer as fileupload } from './fileupload/import'
import { importer as captcha } from './captcha/import'
import { importer as list } from './list/import'
import { importer as consent } from './consent/import'
import { importer as password } from './password/import'
import { importer as social } from './social/import'
import { importer as repeater } from './repeater/import'
import { importer as product } from './product/import'
import { importer as quantity } from './quantity/import'
import { importer as option } from './option/import'
import { importer as shipping } from './shipping/import'
import { importer as total } from './total/import'

export const FIELD_IMPORTERS = {
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
} as const satisfies { [T in FieldType]: Importer<T> }
