import type { ArrayField } from 'payload'

import type { RowLabelKind } from '../core/admin/row-labels'

/**
 * The row label of an array whose rows are `kind` (core/admin/row-labels.ts): set as
 * `admin: { components: rowLabel('menuItem') }`. Presentation only: the stored data is unchanged.
 */
export function rowLabel(kind: RowLabelKind): NonNullable<NonNullable<ArrayField['admin']>['components']> {
  return {
    RowLabel: { path: '/features/admin/row-labels/ArrayRowLabel#ArrayRowLabel', clientProps: { kind } },
  }
}
