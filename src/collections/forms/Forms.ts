import type { CollectionConfig, FieldHook } from 'payload'

import { isStaff } from '../../access/roles'
import { formProblems } from '../../core/forms/definition'
import { withSubInputRows } from '../../core/forms/sub-inputs'
import { invalidate } from '../../features/cache/invalidate'
import { tags } from '../../features/cache/tags'
import { assignFieldIds } from '../../features/forms/field-ids'
import { formFromDoc } from '../../features/forms/model'
import { newFormConfirmations, newFormNotifications } from '../../features/forms/new-form'
import { gravityFormsEndpoints } from '../../features/gravityforms/endpoints'
import { notificationTryEndpoints } from '../../features/notifications/try-out'
import { formPreviewEndpoints } from '../../features/forms/preview/endpoint'
import { formFiguresField, personalDataField } from '../../features/entries/form-fields'
import { readableRichText } from '../../features/entries/unreadable'
import { currencyField } from '../../features/pricing/blocks'
import { BUILDER, formFieldBlocks, logicField, mergeTagPicker } from './fields'
import { publicError } from '../errors'

type Row = Record<string, unknown>

/**
 * The stored rows, read into the virtual `fields` (an update's own rows win). Rows saved in an
 * earlier shape are read in today's (`withSubInputRows`), so the builder shows what the form does.
 */
const storedFields: FieldHook = ({ value, siblingData }) =>
  value ?? (Array.isArray(siblingData?.fieldList) ? (siblingData.fieldList as Row[]).map(withSubInputRows) : [])

/** Refuses a form the engine could not run (a logic rule on a missing field, two totals …). */
function checked(data: Row, originalDoc: Row | undefined): Row {
  const problems = formProblems(formFromDoc({ ...originalDoc, ...data, id: originalDoc?.id ?? 0 }))
  if (problems.length > 0) throw publicError(problems.map((p) => p.message).join(' '))
  return data
}

/**
 * Forms built in the admin. Fields are blocks (one per type) with Gravity Forms'
 * settings; every field gets a numeric id on save that never changes or is reused,
 * because entries, conditional logic and merge tags refer to it.
 */
export const Forms: CollectionConfig = {
  slug: 'forms',
  admin: {
    group: 'Forms',
    useAsTitle: 'title',
    defaultColumns: ['title', 'id', 'figures', 'updatedAt'],
    description: 'Embed a form with the Form block on any page, or link to /forms/<id>.',
  },
  // Staff only: a form holds its notifications' recipients. The site reads forms on the server
  // (overriding access) and publishes only what the browser needs in the form's config JSON.
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  endpoints: [...gravityFormsEndpoints, ...formPreviewEndpoints, ...notificationTryEndpoints],
  fields: [
    // The highest field id this form ever had, so a deleted field's id is never given again.
    { name: 'lastFieldId', type: 'number', admin: { hidden: true } },
    // Where the fields are stored: one JSON column (see `fields` below). Never sent to the
    // admin or the API: the hooks below read it into `fields` and write it from them.
    { name: 'fieldList', type: 'json', admin: { hidden: true } },
    formFiguresField,
    {
      name: 'preview',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/forms/preview/FormPreviewPanel#FormPreviewPanel' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Fields',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'description', type: 'textarea' },
            {
              name: 'fields',
              type: 'blocks',
              blocks: formFieldBlocks,
              // The builder edits blocks, but they are stored as JSON in `fieldList`: a block per
              // field type would give every type its own tables (71 of them), and a new type a
              // migration. Virtual: Payload validates and edits it but keeps no column for it.
              // Payload makes virtual fields read-only unless told otherwise.
              virtual: true,
              hooks: { afterRead: [storedFields] },
              admin: { readOnly: false, initCollapsed: true, description: 'Drag to reorder. A page break starts a new page.' },
            },
            // Gives each new row its field id at once (nothing stored: a UI field).
            { name: 'fieldIds', type: 'ui', admin: { components: { Field: `${BUILDER}/FieldIds#FieldIds` } } },
            {
              type: 'row',
              fields: [
                {
                  name: 'submitButtonText',
                  label: 'Submit button',
                  type: 'text',
                  defaultValue: 'Submit',
                  admin: { width: '50%' },
                },
                { name: 'cssClass', label: 'CSS class', type: 'text', admin: { width: '50%' } },
              ],
            },
            logicField('submitLogic', 'Submit button logic'),
            {
              name: 'pagination',
              type: 'group',
              admin: { description: 'For forms with page breaks.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'type',
                      label: 'Progress indicator',
                      type: 'select',
                      defaultValue: 'percentage',
                      options: [
                        { label: 'Progress bar (percentage)', value: 'percentage' },
                        { label: 'Steps', value: 'steps' },
                        { label: 'None', value: 'none' },
                      ],
                      admin: { width: '33%' },
                    },
                    { name: 'firstPageName', label: 'First page name', type: 'text', admin: { width: '33%' } },
                    {
                      name: 'lastPagePreviousText',
                      label: 'Previous button on the last page',
                      type: 'text',
                      defaultValue: 'Previous',
                      admin: { width: '34%' },
                    },
                  ],
                },
                { name: 'completionText', label: 'Progress bar completion text', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Confirmations',
          fields: [
            {
              name: 'confirmations',
              type: 'array',
              labels: { singular: 'Confirmation', plural: 'Confirmations' },
              // A new form starts with GF's "Default Confirmation" message.
              defaultValue: newFormConfirmations,
              admin: { description: 'The first confirmation whose logic matches is used; the default one otherwise.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
                    { name: 'isDefault', label: 'Default', type: 'checkbox', admin: { width: '20%' } },
                    {
                      name: 'type',
                      type: 'select',
                      defaultValue: 'message',
                      options: [
                        { label: 'Show a message', value: 'message' },
                        { label: 'Go to a page', value: 'page' },
                        { label: 'Go to an address', value: 'redirect' },
                      ],
                      admin: { width: '30%' },
                    },
                  ],
                },
                {
                  name: 'message',
                  type: 'richText',
                  admin: {
                    condition: (_, s) => s?.type === 'message',
                    components: mergeTagPicker('Merge tags work, e.g. {Name:1.3}.'),
                  },
                  // A stored message that cannot be read opens as its text, marked, and saving replaces it.
                  hooks: { afterRead: [readableRichText] },
                },
                { name: 'page', type: 'relationship', relationTo: 'pages', admin: { condition: (_, s) => s?.type === 'page' } },
                {
                  name: 'url',
                  label: 'Address',
                  type: 'text',
                  admin: { condition: (_, s) => s?.type === 'redirect', components: mergeTagPicker() },
                  validate: (value: unknown, { siblingData }: { siblingData: Row }) =>
                    siblingData?.type !== 'redirect' || /^(https?:\/\/|\/)/i.test(String(value ?? ''))
                      ? true
                      : 'Start with https://, http:// or /',
                },
                {
                  name: 'queryString',
                  label: 'Query string',
                  type: 'text',
                  admin: { condition: (_, s) => s?.type !== 'message', components: mergeTagPicker('e.g. name={Name:1.3}') },
                },
                logicField(),
              ],
            },
          ],
        },
        {
          label: 'Notifications',
          fields: [
            {
              name: 'notifications',
              type: 'array',
              labels: { singular: 'Notification', plural: 'Notifications' },
              // A new form starts with GF's "Admin Notification" to the site's address.
              defaultValue: newFormNotifications as never,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, admin: { width: '60%' } },
                    { name: 'isActive', label: 'Active', type: 'checkbox', defaultValue: true, admin: { width: '40%' } },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'toType',
                      label: 'Send to',
                      type: 'select',
                      defaultValue: 'email',
                      options: [
                        { label: 'These addresses', value: 'email' },
                        { label: 'The address in an e-mail field', value: 'field' },
                      ],
                      admin: { width: '40%' },
                    },
                    {
                      name: 'toEmails',
                      label: 'Addresses',
                      type: 'text',
                      admin: { width: '60%', condition: (_, s) => s?.toType !== 'field', description: 'Separated by commas.' },
                      validate: (value: unknown, { siblingData }: { siblingData: Row }) => {
                        if (siblingData?.toType === 'field') return true
                        const all = String(value ?? '')
                          .split(/[,;\s]+/)
                          .filter(Boolean)
                        if (all.length === 0) return 'Enter at least one address'
                        const bad = all.find((a) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a))
                        return bad ? `${bad} is not an e-mail address` : true
                      },
                    },
                    {
                      name: 'toField',
                      label: 'E-mail field',
                      type: 'number',
                      admin: {
                        width: '60%',
                        condition: (_, s) => s?.toType === 'field',
                        // Picked from the form's e-mail fields; the field's id is stored, as before.
                        components: { Field: `${BUILDER}/LogicRuleFields#EmailFieldSelect` },
                      },
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'fromName', label: 'From name', type: 'text', admin: { width: '33%', components: mergeTagPicker() } },
                    {
                      name: 'replyToField',
                      label: 'Reply-To: e-mail field',
                      type: 'number',
                      admin: { width: '33%', components: { Field: `${BUILDER}/LogicRuleFields#EmailFieldSelect` } },
                    },
                    { name: 'bcc', label: 'BCC', type: 'text', admin: { width: '34%', components: mergeTagPicker() } },
                  ],
                },
                {
                  name: 'subject',
                  type: 'text',
                  required: true,
                  defaultValue: 'New submission from {form_title}',
                  admin: { components: mergeTagPicker() },
                },
                {
                  name: 'message',
                  type: 'textarea',
                  required: true,
                  defaultValue: '{all_fields}',
                  admin: { components: mergeTagPicker('{all_fields} lists every answer; {Label:id} is one field’s.') },
                },
                logicField(),
                // Preview with an entry's answers and a test sent to the signed-in staff member.
                {
                  name: 'tryOut',
                  type: 'ui',
                  admin: { components: { Field: '/features/notifications/admin/NotificationTryOut#NotificationTryOut' } },
                },
              ],
            },
          ],
        },
        {
          label: 'Settings',
          fields: [
            {
              name: 'settings',
              type: 'group',
              fields: [
                {
                  name: 'enableHoneypot',
                  label: 'Anti-spam honeypot',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { description: 'A hidden field people never see; automated submissions fill it in and are refused.' },
                },
                currencyField,
                {
                  name: 'save',
                  label: 'Save and continue',
                  type: 'group',
                  fields: [
                    {
                      name: 'enabled',
                      label: 'Offer "Save and Continue Later"',
                      type: 'checkbox',
                      admin: { description: 'Visitors can save the form and come back to it with a link (kept for 30 days).' },
                    },
                    {
                      name: 'buttonText',
                      label: 'Link text',
                      type: 'text',
                      defaultValue: 'Save and Continue Later',
                      admin: { condition: (_, s) => Boolean(s?.enabled) },
                    },
                  ],
                },
                {
                  name: 'limitEntries',
                  type: 'group',
                  fields: [
                    { name: 'enabled', label: 'Limit the number of entries', type: 'checkbox' },
                    {
                      type: 'row',
                      admin: { condition: (_, s) => Boolean(s?.enabled) },
                      fields: [
                        { name: 'count', type: 'number', min: 1, admin: { width: '30%' } },
                        {
                          name: 'period',
                          type: 'select',
                          defaultValue: 'total',
                          options: [
                            { label: 'in total', value: 'total' },
                            { label: 'per day', value: 'day' },
                            { label: 'per week', value: 'week' },
                            { label: 'per month', value: 'month' },
                            { label: 'per year', value: 'year' },
                          ],
                          admin: { width: '30%' },
                        },
                        { name: 'message', label: 'Message when reached', type: 'text', admin: { width: '40%' } },
                      ],
                    },
                  ],
                },
                {
                  name: 'schedule',
                  type: 'group',
                  fields: [
                    { name: 'enabled', label: 'Open only between two dates', type: 'checkbox' },
                    {
                      type: 'row',
                      admin: { condition: (_, s) => Boolean(s?.enabled) },
                      fields: [
                        { name: 'start', type: 'date', admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
                        { name: 'end', type: 'date', admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
                      ],
                    },
                    {
                      type: 'row',
                      admin: { condition: (_, s) => Boolean(s?.enabled) },
                      fields: [
                        { name: 'pendingMessage', label: 'Before it opens', type: 'text', admin: { width: '50%' } },
                        { name: 'closedMessage', label: 'After it closes', type: 'text', admin: { width: '50%' } },
                      ],
                    },
                  ],
                },
                personalDataField,
              ],
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        // An update that leaves the fields out keeps those stored; `fieldList` is only ever
        // written from `fields`.
        delete data.fieldList
        if (data.fields === undefined) return checked(data, originalDoc)
        const rows = (data.fields ?? []) as Row[]
        const next = assignFieldIds(rows, Number(originalDoc?.lastFieldId ?? 0))
        data.lastFieldId = next
        data.fieldList = rows
        return checked(data, originalDoc)
      },
    ],
    afterRead: [
      ({ doc }) => {
        delete (doc as Row).fieldList
        return doc
      },
    ],
    afterChange: [async ({ doc, req }) => invalidate({ tags: [tags.form(doc.id as number)] }, req)],
    afterDelete: [async ({ doc, req }) => invalidate({ tags: [tags.form(doc.id as number)] }, req)],
  },
}
