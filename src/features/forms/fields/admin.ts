import type { Block, Field } from 'payload'

import { FIELD_GROUPS } from '../../../core/forms/fields/definition'
import { metaOf } from '../../../core/forms/fields'
import { iconSvg, thumbnailSvg } from '../../../core/forms/fields/pictures'
import type { FieldType } from '../../../core/forms/types'
import type { FieldRowLabelProps } from './FieldRowLabel'

const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`

/**
 * The admin block of one field type: its slug and table (`ff_<type>`, unchanged, so no
 * migration), the name, palette group and picture from the type's folder, and the builder
 * row that shows the field's own label, required mark and id (FieldRowLabel), handed the type's
 * name and icon here so the admin's browser loads none of the field registry.
 */
export function fieldBlock(type: FieldType, fields: Field[]): Block {
  const meta = metaOf(type)
  return {
    slug: `ff_${type}`,
    dbName: `ff_${type}`,
    labels: { singular: meta.title, plural: `${meta.title} fields` },
    admin: {
      group: FIELD_GROUPS[meta.group],
      images: {
        icon: { url: dataUri(iconSvg(meta.icon)), alt: '' },
        thumbnail: { url: dataUri(thumbnailSvg(meta.icon)), alt: meta.summary },
      },
      components: {
        Label: {
          path: '/features/forms/fields/FieldRowLabel#FieldRowLabel',
          clientProps: { typeTitle: meta.title, typeIcon: meta.icon } satisfies FieldRowLabelProps,
        },
      },
    },
    fields,
  }
}
