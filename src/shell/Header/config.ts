import type { Field, GlobalConfig } from 'payload'

import { isStaff, siteContent } from '../../access/roles'
import { invalidate } from '../../features/cache/invalidate'
import { tags } from '../../features/cache/tags'
import { linkField } from '../../fields/link'
import { rowLabel } from '../../fields/row-label'

type Sibling = { kind?: string } | undefined

const hasLink = (_: unknown, sibling: Sibling) => sibling?.kind !== 'panel'
const hasPanel = (_: unknown, sibling: Sibling) => sibling?.kind === 'panel' || sibling?.kind === 'both'

const panelLinks: Field = {
  name: 'links',
  type: 'array',
  labels: { singular: 'Link', plural: 'Links' },
  admin: { initCollapsed: true, components: rowLabel('menuLink') },
  fields: [
    linkField(),
    { name: 'description', type: 'text', admin: { description: 'One short line under the link.' } },
    {
      name: 'icon',
      label: 'Icon or image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional: a small icon or picture beside the link.' },
    },
  ],
}

const panel: Field = {
  name: 'panel',
  type: 'group',
  admin: { condition: hasPanel, hideGutter: true },
  fields: [
    {
      name: 'columns',
      type: 'array',
      labels: { singular: 'Column', plural: 'Columns' },
      maxRows: 4,
      admin: { initCollapsed: true, components: rowLabel('menuColumn') },
      fields: [{ name: 'heading', type: 'text' }, panelLinks],
    },
    {
      name: 'featured',
      label: 'Featured card',
      type: 'array',
      maxRows: 1,
      admin: {
        description: 'An optional card on the right of the panel: image, heading, text and a link.',
        components: rowLabel('featuredCard'),
      },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        linkField({ label: 'Call to action' }),
      ],
    },
  ],
}

export const Header: GlobalConfig = {
  slug: 'header',
  admin: { group: 'Site' },
  access: { read: siteContent, update: isStaff },
  fields: [
    {
      name: 'items',
      label: 'Menu items',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      admin: { initCollapsed: true, description: 'Drag to change the order.', components: rowLabel('menuItem') },
      fields: [
        {
          name: 'kind',
          type: 'radio',
          defaultValue: 'link',
          options: [
            { label: 'Link', value: 'link' },
            { label: 'Panel', value: 'panel' },
            { label: 'Link and panel', value: 'both' },
          ],
          admin: {
            layout: 'horizontal',
            description:
              'A panel opens below the header. With "Link and panel" the label is a link and a button beside it opens the panel.',
          },
        },
        {
          name: 'label',
          type: 'text',
          admin: { condition: (_, sibling: Sibling) => sibling?.kind === 'panel' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData?.kind !== 'panel' || (typeof value === 'string' && value.trim() !== '') || 'Enter a label',
        },
        { ...linkField(), admin: { hideGutter: true, condition: hasLink } },
        panel,
      ],
    },
    {
      name: 'cta',
      label: 'Header button',
      type: 'array',
      maxRows: 1,
      admin: {
        description: 'An optional button at the end of the menu, such as "Request a quote".',
        components: rowLabel('headerButton'),
      },
      fields: linkField().fields,
    },
    {
      name: 'mobileBreakpoint',
      label: 'Mobile breakpoint (px)',
      type: 'number',
      defaultValue: 1024,
      min: 320,
      max: 4000,
      admin: { description: 'Below this window width the menu collapses behind a "Menu" button.', step: 1 },
    },
  ],
  hooks: { afterChange: [async ({ req }) => invalidate({ tags: [tags.global('header')] }, req)] },
}
