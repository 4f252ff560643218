import type { Block, Field } from 'payload'

import { PLATFORMS } from '../../core/social/parse'
import { PLATFORM_NAMES } from '../../core/social/field'
import { fieldBlock } from '../forms/fields/admin'

/** The social profile block: the platform bare handles are read for (addresses name their own). */
export function socialFieldBlock(common: (options?: { placeholder?: boolean; defaultValue?: boolean }) => Field[]): Block {
  return fieldBlock('social', [
    ...common(),
    {
      name: 'platform',
      label: 'Platform for handles',
      type: 'select',
      options: PLATFORMS.map((p) => ({ label: PLATFORM_NAMES[p], value: p })),
      admin: { description: 'Empty: any platform, given as an address.' },
    },
  ])
}
