import type { Field } from 'payload'

import { SUB_INPUTS, type SubInputSpec, type SubInputType } from '../../../core/forms/sub-inputs'

type Condition = NonNullable<NonNullable<Field['admin']>['condition']>

/**
 * The builder's sub-label table (Gravity Forms' "Sub-labels" and "Placeholders" settings) for a
 * composite field: one line per sub-input with its own label, placeholder and, where the type
 * allows, a "Hide" switch. Folded by default; empty boxes show the default they leave in place.
 */
export function subInputsField(type: SubInputType, condition?: Condition): Field {
  const specs = SUB_INPUTS[type] as readonly SubInputSpec[]
  return {
    type: 'collapsible',
    label: 'Sub-labels and placeholders',
    admin: { initCollapsed: true, ...(condition ? { condition } : {}) },
    fields: [
      {
        name: 'subInputs',
        type: 'group',
        label: false,
        fields: specs.map((spec): Field => ({
          name: spec.key,
          type: 'group',
          label: spec.label,
          admin: { hideGutter: true },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'label',
                  label: 'Sub-label',
                  type: 'text',
                  admin: { width: spec.hideable ? '40%' : '50%', placeholder: spec.shown ?? spec.label },
                },
                { name: 'placeholder', label: 'Placeholder', type: 'text', admin: { width: spec.hideable ? '40%' : '50%' } },
                ...(spec.hideable
                  ? [
                      {
                        name: 'hidden',
                        label: 'Hide',
                        type: 'checkbox',
                        defaultValue: spec.hiddenByDefault ?? false,
                        admin: { width: '20%' },
                      } satisfies Field,
                    ]
                  : []),
              ],
            },
          ],
        })),
      },
    ],
  }
}
