import type { Field, GroupField } from 'payload'

/**
 * A link an editor picks: a page of the site (kept as a reference, so it follows
 * renames) or a URL typed by hand. The label is what visitors read.
 */
export function linkField(options: { name?: string; label?: string; withStyle?: boolean; required?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          defaultValue: 'page',
          options: [
            { label: 'Page of this site', value: 'page' },
            { label: 'Custom URL', value: 'url' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        {
          name: 'newTab',
          type: 'checkbox',
          label: 'Open in a new tab',
          admin: { width: '50%', style: { alignSelf: 'flex-end' } },
        },
      ],
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      admin: { condition: (_, sibling) => sibling?.type !== 'url' },
    },
    {
      name: 'url',
      type: 'text',
      label: 'URL',
      required: true,
      admin: {
        condition: (_, sibling) => sibling?.type === 'url',
        description: 'A path such as /contact, a full https:// address, mailto: or tel:',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (siblingData?.type !== 'url') return true
        if (typeof value !== 'string' || value.trim() === '') return 'Enter a URL'
        return /^(\/|#|https?:\/\/|mailto:|tel:)/i.test(value.trim()) || 'Start with /, #, https://, http://, mailto: or tel:'
      },
    },
    { name: 'label', type: 'text', required: options.required !== false },
  ]
  if (options.withStyle) {
    fields.push({
      name: 'style',
      type: 'select',
      defaultValue: 'primary',
      options: [
        { label: 'Primary button', value: 'primary' },
        { label: 'Secondary button', value: 'secondary' },
        { label: 'Text link', value: 'text' },
      ],
    })
  }
  return {
    name: options.name ?? 'link',
    label: options.label ?? 'Link',
    type: 'group',
    admin: { hideGutter: true },
    fields,
  }
}
