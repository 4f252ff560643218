import type { TextField } from 'payload'

import { slugify } from '../core/text/slugify'

/**
 * The last part of a page's address. Filled from the title when left empty,
 * kept to lowercase letters, digits and hyphens so every address is stable
 * and readable. Uniqueness is enforced on the full path (see Pages).
 */
export function slugField(from = 'title'): TextField {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Part of the address. Lowercase letters, digits and hyphens. Use "home" for the home page.',
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const source = typeof value === 'string' && value.trim() !== '' ? value : data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: unknown) => {
      if (typeof value !== 'string' || value === '') return 'A slug is required'
      return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) || 'Use lowercase letters, digits and single hyphens only'
    },
  }
}
