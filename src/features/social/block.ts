import type { Block, Field } from 'payload'

import { PLATFORMS } from '../../core/social/parse'
import { PLATFORM_NAMES } from '../../core/social/field'

/** The social profile block: the platform bare handles are read for (addresses name their own). */
export function socialFieldBlock(common: (options?: { placeholder?: boolean; defaultValue?: boolean }) => Field[]): Block {
  return {
    slug: 'ff_social',
    dbName: 'ff_social',
    labels: { singular: 'Social profile', plural: 'Social profile fields' },
    fields: [
      ...common(),
      {
        name: 'platform',
        label: 'Platform for handles',
        type: 'select',
        options: PLATFORMS.map((p) => ({ label: PLATFORM_NAMES[p], value: p })),
        admin: { description: 'Empty: any platform, given as an address.' },
      },
    ],
  }
}
