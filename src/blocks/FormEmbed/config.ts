import type { Block } from 'payload'

import { animationField } from '../../fields/animation'

/**
 * Where a form sits on a page. Without a form the section shows its heading and
 * text with the company's telephone and e-mail from Site settings, so the page
 * never offers a dead end.
 */
export const FormEmbedBlock: Block = {
  slug: 'formEmbed',
  interfaceName: 'FormEmbedBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'forms',
      // The block renders the form from its own cached read (tagged with the form), so the
      // page's read never needs the whole form document.
      maxDepth: 0,
      admin: { description: 'Without a form, the section offers the telephone number and e-mail address from Site settings.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'displayTitle',
          label: 'Show the form’s title',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '50%', condition: (_, s) => Boolean(s?.form) },
        },
        {
          name: 'displayDescription',
          label: 'Show the form’s description',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '50%', condition: (_, s) => Boolean(s?.form) },
        },
      ],
    },
    animationField('none'),
  ],
}
