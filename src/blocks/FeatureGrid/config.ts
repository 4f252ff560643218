import type { Block } from 'payload'

import { animationField } from '../../fields/animation'
import { linkField } from '../../fields/link'
import { FEATURE_ICONS } from './icons'

export const FeatureGridBlock: Block = {
  slug: 'featureGrid',
  interfaceName: 'FeatureGridBlock',
  labels: { singular: 'Feature grid', plural: 'Feature grids' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'columns',
      type: 'radio',
      defaultValue: '3',
      options: [
        { label: 'Two', value: '2' },
        { label: 'Three', value: '3' },
        { label: 'Four', value: '4' },
      ],
      admin: { layout: 'horizontal', description: 'Columns on wide screens; phones always show one.' },
    },
    {
      name: 'features',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Feature', plural: 'Features' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'icon',
              type: 'select',
              options: Object.entries(FEATURE_ICONS).map(([value, label]) => ({ value, label })),
              admin: { width: '30%' },
            },
            { name: 'title', type: 'text', required: true, admin: { width: '70%' } },
          ],
        },
        { name: 'text', type: 'textarea' },
        { name: 'withLink', type: 'checkbox', label: 'Add a link' },
        { ...linkField(), admin: { condition: (_, s) => Boolean(s?.withLink), hideGutter: true } },
      ],
    },
    animationField('fade-up'),
  ],
}
