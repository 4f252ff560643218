import type { SelectField } from 'payload'

import { AOS_EFFECT_LABELS, AOS_EFFECTS } from '../core/aos/effects'

/**
 * The animate-on-scroll effect of one block. Content is always visible without
 * JavaScript and for visitors who ask for reduced motion; the effect only adds movement.
 */
export function animationField(defaultValue: (typeof AOS_EFFECTS)[number] | 'none' = 'fade-up'): SelectField {
  return {
    name: 'animation',
    type: 'select',
    label: 'Animation on scroll',
    defaultValue,
    options: [{ label: 'None', value: 'none' }, ...AOS_EFFECTS.map((value) => ({ label: AOS_EFFECT_LABELS[value], value }))],
    admin: {
      description: 'How this section appears when it scrolls into view. Visitors who ask for less motion see it still.',
    },
  }
}
