import type { GlobalConfig } from 'payload'

import { nobody } from '../access/roles'

/**
 * Facts about this installation that the setup reads on every start, such as
 * whether the demo content was already added. Hidden from editors.
 */
export const SystemState: GlobalConfig = {
  slug: 'system-state',
  admin: { hidden: true },
  access: { read: nobody, update: nobody },
  fields: [
    { name: 'seededAt', type: 'date' },
    { name: 'seedVersion', type: 'number' },
  ],
}
