/**
 * The form model. It follows Gravity Forms' form object (property names, numeric field
 * ids, sub-input ids such as `1.3`, conditional logic, confirmations, notifications) so
 * that GF exports map onto it one to one and the markup and submission protocol stay
 * GF's. Values are typed (numbers are numbers, booleans are booleans) where GF's export
 * writes `""` or `"1"`; the importer does that conversion.
 *
 * `Field` is a union discriminated on `type`. Each type has a folder under `fields/` holding
 * its parts, and one entry in each of the maps that list them (`fields/definition.ts`), whose
 * types make a member without its folder or a part a compile error.
 */

import type { MinimumStrength } from '../password/strength'
import type { Platform } from '../social/parse'

/** A field id: GF's positive integer, unique in a form and never reused. */
export type FieldId = number

/** An input id: `"5"` for a field's single input, `"5.3"` for a sub-input. */
export type InputId = string

export type LogicOperator = 'is' | 'isnot' | '>' | '<' | 'contains' | 'starts_with' | 'ends_with'

export type LogicRule = {
  /** A field id (`"5"`) or a sub-input id (`"5.3"`), as GF writes it. */
  fieldId: InputId
  operator: LogicOperator
  value: string
}

export type ConditionalLogic = {
  actionType: 'show' | 'hide'
  logicType: 'all' | 'any'
  rules: LogicRule[]
}

export type Choice = {
  text: string
  /** Always set; GF's "show values" off means value equals text, the importer fills it. */
  value: string
  isSelected?: boolean
}

/** One entry of a field's `inputs` (GF's sub-input settings). */
export type SubInput = {
  id: InputId
  label: string
  /** Replaces the default sub-label. */
  customLabel?: string
  /** Parameter name for dynamic population of this sub-input. */
  name?: string
  isHidden?: boolean
  placeholder?: string
  defaultValue?: string
  /** The name prefix drop down. */
  choices?: Choice[]
}

export type Visibility = 'visible' | 'hidden' | 'administrative'

/** Settings every field has (GF's common field settings). */
export type FieldBase = {
  id: FieldId
  label: string
  /** Shown instead of the label in the admin, the entry list and exports. */
  adminLabel?: string
  description?: string
  isRequired?: boolean
  /** Replaces every validation message of the field (GF's "custom validation message"). */
  errorMessage?: string
  placeholder?: string
  /** May hold merge tags such as `{date_dmy}`. */
  defaultValue?: string
  cssClass?: string
  /**
   * `hidden` renders the field as a hidden input (submitted, not shown); `administrative`
   * keeps it out of the public form entirely (only staff fill it in).
   */
  visibility?: Visibility
  /** Column width in a 12-column grid (GF's `layoutGridColumnSpan`); 12 when absent. */
  layoutGridColumnSpan?: number
  size?: 'small' | 'medium' | 'large'
  conditionalLogic?: ConditionalLogic | null
  /** Dynamic population from the query string, by `inputName` (or each sub-input's `name`). */
  allowsPrepopulate?: boolean
  inputName?: string
  /** Refuses a value already present in an earlier entry (checked by the server). */
  noDuplicates?: boolean
  labelPlacement?: LabelPlacement
  descriptionPlacement?: 'above' | 'below'
  subLabelPlacement?: 'above' | 'below' | 'hidden_label'
  autocompleteAttribute?: string
}

export type TextField = FieldBase & {
  type: 'text'
  maxLength?: number
  /** GF mask syntax: `9` digit, `a` letter, `*` letter or digit, `?` the rest is optional. */
  inputMaskValue?: string
}

export type TextareaField = FieldBase & {
  type: 'textarea'
  /** Counted in characters of text; with the rich text editor, tags do not count (core/forms/rich-text.ts). */
  maxLength?: number
  /** GF's "Use the rich text editor": the value is sanitised HTML (bold, italic, lists, links). */
  useRichTextEditor?: boolean
}

export type SelectField = FieldBase & {
  type: 'select'
  choices: Choice[]
}

export type MultiSelectField = FieldBase & {
  type: 'multiselect'
  choices: Choice[]
}

export type NumberFormat = 'decimal_dot' | 'decimal_comma' | 'currency'

export type NumberField = FieldBase & {
  type: 'number'
  numberFormat: NumberFormat
  rangeMin?: number
  rangeMax?: number
} & CalculationSettings

/** GF's "Enable calculation": the value is a formula over other fields (core/pricing/formula.ts). */
export type CalculationSettings = {
  enableCalculation?: boolean
  calculationFormula?: string
  /** Decimals to round to, or `norounding`. */
  calculationRounding?: number | 'norounding'
}

/** A choice with a price in minor units (cents) of the form's currency. */
export type PriceChoice = Choice & { price: number }

/**
 * A product. `singleproduct`, `hiddenproduct` and `calculation` post a quantity as `.3`
 * (their name `.1` and price `.2` are written by the server); `select` and `radio` post the
 * chosen value; `price` posts the amount the visitor names.
 */
export type ProductField = FieldBase &
  CalculationSettings & {
    type: 'product'
    inputType: 'singleproduct' | 'select' | 'radio' | 'price' | 'hiddenproduct' | 'calculation'
    /** Minor units; singleproduct and hiddenproduct. */
    basePrice?: number
    choices?: PriceChoice[]
    /** No quantity input: the quantity is 1 (or a quantity field's). */
    disableQuantity?: boolean
  }

/** Options that add to a product's unit price. */
export type OptionField = FieldBase & {
  type: 'option'
  productField: FieldId
  inputType: 'select' | 'radio' | 'checkbox'
  choices: PriceChoice[]
  /** Checkbox options' sub-inputs; derived when absent. */
  inputs?: SubInput[]
}

/** The quantity of a product, in place of the product's own quantity input. */
export type QuantityField = FieldBase & {
  type: 'quantity'
  productField: FieldId
  rangeMin?: number
  rangeMax?: number
}

export type ShippingField = FieldBase & {
  type: 'shipping'
  inputType: 'singleshipping' | 'select' | 'radio'
  /** Minor units; singleshipping. */
  basePrice?: number
  choices?: PriceChoice[]
}

/**
 * Rows of one or more columns (GF's list field), posted cell by cell as `input_{id}[]`.
 * Without `columns` a list has one column.
 */
export type ListField = FieldBase & {
  type: 'list'
  columns?: string[]
  maxRows?: number
}

/** The kinds of field a repeater item can hold. */
export type RepeaterSubFieldType = 'text' | 'email' | 'number' | 'textarea' | 'select'

/** One field of a repeater item; `id` numbers it within the repeater (1, 2, …). */
export type RepeaterSubField = {
  id: number
  type: RepeaterSubFieldType
  label: string
  isRequired?: boolean
  /** Drop downs. */
  choices?: Choice[]
  /** Numbers; `decimal_dot` when absent. */
  numberFormat?: NumberFormat
}

/**
 * A group of fields repeated (GF's repeater): items posted as `input_{id}[{index}][{subId}]`,
 * at most `maxItems`, stored as a JSON list of objects keyed by sub-field label (core/repeater).
 */
export type RepeaterField = FieldBase & {
  type: 'repeater'
  fields: RepeaterSubField[]
  maxItems?: number
  /** What one item is called (`Site`): headings `Site 2`, buttons `Remove site 2`. `Item` when absent. */
  itemLabel?: string
  /** The add button's text; `Add another {item}` when absent. */
  addButtonText?: string
}

/** A social profile: an address or a handle (core/social). `platform` reads bare handles. */
export type SocialField = FieldBase & {
  type: 'social'
  platform?: Platform
}

/**
 * GF's password field: `input_{id}` and its confirmation `input_{id}_2` (sub-input `{id}.2`,
 * shown unless its input is `isHidden`), with a strength meter and a minimum strength the
 * server measures again. The password itself is never stored, e-mailed, saved in a draft or
 * written back into markup: the entry keeps a one-way hash (core/password/hash.ts).
 */
export type PasswordField = FieldBase & {
  type: 'password'
  inputs?: SubInput[]
  /** Shows the strength meter as the visitor types. */
  passwordStrengthEnabled?: boolean
  /** Refuses weaker passwords (checked by the server whether or not the meter is shown). */
  minPasswordStrength?: MinimumStrength
}

/** The order total, always computed (in the browser to show it, on the server to keep it). */
export type TotalField = FieldBase & { type: 'total' }

export type CheckboxField = FieldBase & {
  type: 'checkbox'
  choices: Choice[]
  /** GF's input ids per choice (`3.1`, `3.2`, … skipping `3.10`); derived when absent. */
  inputs?: SubInput[]
  enableSelectAll?: boolean
  selectAllText?: string
}

export type RadioField = FieldBase & {
  type: 'radio'
  choices: Choice[]
  enableOtherChoice?: boolean
  otherPlaceholder?: string
}

/**
 * A choice with a picture (GF 2.9's Image Choice). `mediaId` is the Media document the builder's row
 * refers to; `image` is that document resolved for rendering (where forms are loaded), absent when
 * the choice has no picture or it could not be found.
 */
export type ImageChoice = Choice & {
  mediaId?: number
  image?: { url: string; alt?: string; width?: number; height?: number }
}

/** Choices with pictures, picked one (radio) or several (checkbox); answers as a radio's or checkbox's. */
export type ImageChoiceField = FieldBase & {
  type: 'image_choice'
  inputType: 'radio' | 'checkbox'
  choices: ImageChoice[]
}

export type HiddenField = FieldBase & { type: 'hidden' }

/** Static HTML shown in the form. Sanitised where it is saved and again where it is rendered. */
export type HtmlField = FieldBase & {
  type: 'html'
  content: string
}

/** A heading that groups the fields after it; hiding it hides them. */
export type SectionField = FieldBase & { type: 'section' }

export type PageButton = { text: string }

/**
 * A page break: the fields after it (up to the next page field) form the next page. Its
 * `conditionalLogic` shows or hides that page; `nextButton` is the button at the bottom of
 * the page before it, `previousButton` the one at the bottom of the page it starts.
 */
export type PageField = FieldBase & {
  type: 'page'
  nextButton?: PageButton & { conditionalLogic?: ConditionalLogic | null }
  previousButton?: PageButton
}

/** Prefix `.2`, first `.3`, middle `.4`, last `.6`, suffix `.8` (GF's ids). */
export type NameField = FieldBase & {
  type: 'name'
  inputs?: SubInput[]
}

export type EmailField = FieldBase & {
  type: 'email'
  /** Adds a confirmation input (`5.2`, posted as `input_5_2`). */
  emailConfirmEnabled?: boolean
  /** Asks the server whether the address can receive mail and is not disposable; the answer is a hint. */
  enableServerCheck?: boolean
  inputs?: SubInput[]
}

export type PhoneField = FieldBase & {
  type: 'phone'
  /** `international`: any country, checked with libphonenumber-js; `standard`: (###) ###-####. */
  phoneFormat: 'international' | 'standard'
  /** ISO 3166 code assumed for numbers typed without a `+` country code. */
  defaultCountry?: string
}

export type WebsiteField = FieldBase & { type: 'website' }

/** Street `.1`, line 2 `.2`, city `.3`, state `.4`, postcode `.5`, country `.6`. */
export type AddressField = FieldBase & {
  type: 'address'
  addressType: 'international'
  /** A country name from the countries list, preselected. */
  defaultCountry?: string
  inputs?: SubInput[]
}

export type DateFormat = 'mdy' | 'dmy' | 'dmy_dash' | 'dmy_dot' | 'ymd_slash' | 'ymd_dash' | 'ymd_dot'

/** Month `.1`, day `.2`, year `.3` for the drop-down and three-field types. */
export type DateField = FieldBase & {
  type: 'date'
  dateType: 'datepicker' | 'datedropdown' | 'datefield'
  dateFormat: DateFormat
  calendarIconType?: 'none' | 'calendar'
  inputs?: SubInput[]
  /** The earliest and latest date accepted, `YYYY-MM-DD` (core/forms/date-limits.ts). */
  minDate?: string
  maxDate?: string
}

/** Hour `.1`, minute `.2`, am/pm `.3`. */
export type TimeField = FieldBase & {
  type: 'time'
  timeFormat: '12' | '24'
  inputs?: SubInput[]
}

/**
 * A checkbox plus the text being agreed to (`description`). The entry stores the checkbox
 * label and that text as they were when the visitor agreed.
 */
export type ConsentField = FieldBase & {
  type: 'consent'
  checkboxLabel: string
}

/**
 * GF's file upload: one file, or several (`multipleFiles`, up to `maxFiles`, 0 for no limit),
 * of the `allowedExtensions` (`"pdf, jpg, png"`; empty: any type that is not a program or a
 * script), each at most `maxFileSize` MB. Files go to the upload endpoint as they are added;
 * the form carries their records (core/uploads/state.ts).
 */
export type FileUploadField = FieldBase & {
  type: 'fileupload'
  multipleFiles?: boolean
  maxFiles?: number
  maxFileSize?: number
  allowedExtensions?: string
}

/**
 * A captcha (spec sections 3 and 7): the provider's widget, whose response token the browser
 * posts in the hidden field `g-recaptcha-response`; the server verifies it (features/antispam).
 * It holds no value of its own.
 */
export type CaptchaField = FieldBase & {
  type: 'captcha'
  /** `invisible`: no checkbox; the work is done when the visitor submits. */
  captchaSize?: 'visible' | 'invisible'
}

export type Field =
  | TextField
  | TextareaField
  | SelectField
  | MultiSelectField
  | NumberField
  | CheckboxField
  | RadioField
  | ImageChoiceField
  | HiddenField
  | HtmlField
  | SectionField
  | PageField
  | NameField
  | EmailField
  | PhoneField
  | WebsiteField
  | AddressField
  | CaptchaField
  | DateField
  | TimeField
  | ConsentField
  | FileUploadField
  | ProductField
  | OptionField
  | QuantityField
  | ShippingField
  | TotalField
  | ListField
  | SocialField
  | PasswordField
  | RepeaterField

export type FieldType = Field['type']

export type FieldOfType<T extends FieldType> = Extract<Field, { type: T }>

export type LabelPlacement = 'top_label' | 'left_label' | 'right_label'

export type Pagination = {
  type: 'steps' | 'percentage' | 'none'
  /** One name per page, in order. */
  pageNames: string[]
  displayProgressbarOnConfirmation?: boolean
  progressbarCompletionText?: string
}

export type Confirmation = {
  id: string
  name: string
  /** Used when no other confirmation's logic matches. */
  isDefault: boolean
  /** `page` redirects to a page of the site (`pageId`), `redirect` to `url`. */
  type: 'message' | 'page' | 'redirect'
  message?: string
  url?: string
  pageId?: string | number
  /** The page's address, resolved when the form is loaded (a redirect needs a URL). */
  pagePath?: string
  /** Appended to the redirect address; merge tags are URL-encoded. */
  queryString?: string
  conditionalLogic?: ConditionalLogic | null
}

/**
 * Who gets an e-mail after a submission. Addresses come either from the form definition
 * (`toEmails`) or from one e-mail field of the entry (`toField`); never from free text, so
 * the form cannot be used to send mail anywhere.
 */
export type Notification = {
  id: string
  name: string
  isActive: boolean
  event: 'form_submission'
  toType: 'email' | 'field'
  toEmails?: string[]
  toField?: FieldId
  bcc?: string[]
  fromName?: string
  /** An e-mail field whose value becomes the Reply-To. */
  replyToField?: FieldId
  subject: string
  /** A template with merge tags, `{all_fields}` included. */
  message: string
  conditionalLogic?: ConditionalLogic | null
}

export type LimitPeriod = 'total' | 'day' | 'week' | 'month' | 'year'

export type FormSettings = {
  enableHoneypot: boolean
  enableAnimation?: boolean
  /** Shows the error summary above the form heading. */
  validationSummary?: boolean
  /** The site has no visitor accounts: forms are always open to anonymous visitors. */
  requireLogin: false
  limitEntries?: { count: number; period: LimitPeriod; message: string } | null
  /** ISO 8601 date-times with an offset. */
  schedule?: { start?: string; end?: string; pendingMessage?: string; closedMessage?: string } | null
  save?: { enabled: boolean; buttonText: string }
}

/**
 * GF's personal data settings: whether the visitor's IP address is stored with the entry,
 * and how long entries (and saved drafts) are kept.
 */
export type PersonalDataSettings = {
  preventIP: boolean
  retention: { policy: 'retain' | 'trash' | 'delete'; days: number }
}

export type Form = {
  id: number
  title: string
  description?: string
  fields: Field[]
  button: { text: string; conditionalLogic?: ConditionalLogic | null }
  /** The previous button on the last page. */
  lastPageButton?: PageButton
  pagination?: Pagination
  firstPageCssClass?: string
  confirmations: Confirmation[]
  notifications: Notification[]
  settings: FormSettings
  personalData?: PersonalDataSettings
  labelPlacement?: LabelPlacement
  descriptionPlacement?: 'above' | 'below'
  subLabelPlacement?: 'above' | 'below'
  cssClass?: string
  /** The currency of product, shipping and total fields (a code of core/money CURRENCIES); EUR when absent. */
  currency?: string
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`)
}
