import type { Field } from 'payload'

/** A form's personal data settings (GF's): the IP address, and how long entries are kept. */
export const personalDataField: Field = {
  name: 'personalData',
  label: 'Personal data',
  type: 'group',
  fields: [
    {
      name: 'preventIP',
      label: 'Do not store the visitor’s IP address',
      type: 'checkbox',
      defaultValue: false,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'retentionPolicy',
          label: 'Keep entries',
          type: 'select',
          defaultValue: 'retain',
          options: [
            { label: 'For ever', value: 'retain' },
            { label: 'Move to the trash after a number of days', value: 'trash' },
            { label: 'Delete after a number of days', value: 'delete' },
          ],
          admin: { width: '60%' },
        },
        {
          name: 'retentionDays',
          label: 'Days',
          type: 'number',
          min: 1,
          max: 36500,
          admin: {
            width: '40%',
            condition: (_, s) => s?.retentionPolicy === 'trash' || s?.retentionPolicy === 'delete',
            description: 'Counted from the day the entry (or a saved draft) was made.',
          },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData?.retentionPolicy === 'retain' ||
            !siblingData?.retentionPolicy ||
            (typeof value === 'number' && Number.isInteger(value) && value >= 1)
              ? true
              : 'Enter a whole number of days, 1 or more',
        },
      ],
    },
  ],
}

/** Views, entries and conversion rate: a column of the forms list and a line in a form's sidebar. */
export const formFiguresField: Field = {
  name: 'figures',
  label: 'Views · entries · conversion',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Cell: '/features/entries/admin/FormFigures#FormFiguresCell',
      Field: '/features/entries/admin/FormFigures#FormFiguresField',
    },
  },
}
