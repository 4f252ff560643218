import type { Field } from 'payload'

const isoDate = (value: unknown) =>
  value === undefined || value === null || value === '' || /^\d{4}-\d{2}-\d{2}$/.test(String(value))
    ? true
    : 'A date as YYYY-MM-DD'

/** The date block's earliest and latest date (ISO dates, so they read the same in every format). */
export const dateLimitFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'minDate', label: 'Earliest date (YYYY-MM-DD)', type: 'text', validate: isoDate, admin: { width: '50%' } },
      { name: 'maxDate', label: 'Latest date (YYYY-MM-DD)', type: 'text', validate: isoDate, admin: { width: '50%' } },
    ],
  },
]
