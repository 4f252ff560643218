import type { Block, Field } from 'payload'

import { STRENGTH_TEXT, type MinimumStrength } from '../../core/password/strength'
import { fieldBlock } from '../forms/fields/admin'

const MINIMUMS: MinimumStrength[] = ['short', 'bad', 'good', 'strong']

/**
 * The password block: GF's confirmation, strength meter and minimum strength settings. No
 * default value and no filling from the address: a password must never sit in a form
 * definition, a link or a server log.
 */
export function passwordFieldBlock(
  common: (options?: { placeholder?: boolean; defaultValue?: boolean; prefill?: boolean }) => Field[],
): Block {
  return fieldBlock('password', [
    ...common({ defaultValue: false, prefill: false }),
    {
      type: 'row',
      fields: [
        {
          name: 'passwordConfirm',
          label: 'Ask for the password twice (confirmation)',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '33%' },
        },
        {
          name: 'passwordStrengthEnabled',
          label: 'Show the strength meter',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '33%' },
        },
        {
          name: 'minPasswordStrength',
          label: 'Minimum strength',
          type: 'select',
          options: MINIMUMS.map((value) => ({ label: STRENGTH_TEXT[value], value })),
          admin: {
            width: '33%',
            description: 'Empty: any password. Checked again by the server, with or without the meter.',
          },
        },
      ],
    },
  ])
}
