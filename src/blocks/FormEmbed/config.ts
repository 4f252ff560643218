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
  fields: [{ name: 'heading', type: 'text' }, { name: 'intro', type: 'textarea' }, animationField('none')],
}
