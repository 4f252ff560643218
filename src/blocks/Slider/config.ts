import type { Block, Field } from 'payload'

import { animationField } from '../../fields/animation'
import { linkField } from '../../fields/link'

const when =
  (path: string, ...values: unknown[]) =>
  (_: unknown, sibling: Record<string, unknown> | undefined) =>
    values.includes(sibling?.[path])

const half = { width: '50%' } as const
const third = { width: '33%' } as const

/** A CSS-like offset Swiper's parallax understands: pixels (`-300`) or a percentage (`50%`). */
const offset = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { ...third, description: 'Pixels (-300) or percent (50%).' },
  validate: (value: unknown) =>
    value === null || value === undefined || value === '' || /^-?\d{1,4}(\.\d+)?%?$/.test(String(value).trim())
      ? true
      : 'Write a number of pixels such as -300, or a percentage such as 50%',
})

/** What the slide shows: the staff's everyday fields. */
const slideContent: Field[] = [
  { name: 'image', type: 'upload', relationTo: 'media', required: true },
  {
    type: 'row',
    fields: [
      { name: 'heading', type: 'text', admin: half },
      { name: 'eyebrow', type: 'text', admin: { ...half, description: 'A short line above the heading.' } },
    ],
  },
  { name: 'text', type: 'textarea' },
  { name: 'withLink', type: 'checkbox', label: 'Add a call-to-action link' },
  { ...linkField({ withStyle: true }), admin: { condition: (_, s) => Boolean(s?.withLink), hideGutter: true } },
]

/**
 * What only the slider's engine reads: the slide's own timing, its address for history and hash
 * navigation, and its parallax layers. Kept out of the way on the slide's Advanced tab.
 */
const slideEngine: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'autoplayDelay',
        label: 'Own autoplay delay (ms)',
        type: 'number',
        min: 500,
        max: 60_000,
        admin: { ...third, description: 'Empty: the slider’s delay.' },
      },
      {
        name: 'historySlug',
        label: 'Address (history navigation)',
        type: 'text',
        admin: { ...third, description: 'Used when history navigation is on, e.g. "terrace".' },
        validate: (value: unknown) =>
          !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(String(value)) ? true : 'Lowercase letters, digits and hyphens only',
      },
      {
        name: 'hash',
        label: 'Hash (hash navigation)',
        type: 'text',
        admin: { ...third, description: 'Used when hash navigation is on: #slide-name.' },
        validate: (value: unknown) =>
          !value || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(String(value)) ? true : 'Lowercase letters, digits and hyphens only',
      },
    ],
  },
  {
    name: 'parallaxLayers',
    label: 'Parallax layers',
    type: 'array',
    maxRows: 4,
    admin: {
      initCollapsed: true,
      description: 'How the heading, text, link or image move while this slide changes (needs Parallax on).',
    },
    fields: [
      {
        name: 'layer',
        type: 'select',
        required: true,
        options: [
          { label: 'Heading', value: 'heading' },
          { label: 'Text', value: 'text' },
          { label: 'Link', value: 'link' },
          { label: 'Image', value: 'image' },
        ],
      },
      {
        type: 'row',
        fields: [
          offset('x', 'Move sideways'),
          offset('y', 'Move up or down'),
          { name: 'duration', label: 'Duration (ms)', type: 'number', min: 0, max: 5000, admin: third },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'scale', type: 'number', min: 0, max: 5, admin: { ...half, description: 'e.g. 0.5' } },
          { name: 'opacity', type: 'number', min: 0, max: 1, admin: { ...half, description: '0 to 1' } },
        ],
      },
    ],
  },
]

// Unnamed tabs are presentation only: the slide's fields are stored as before.
const slideFields: Field[] = [
  {
    type: 'tabs',
    tabs: [
      { label: 'Slide', fields: slideContent },
      { label: 'Advanced', fields: slideEngine },
    ],
  },
]

export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  labels: { singular: 'Slider', plural: 'Sliders' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'heading', type: 'text', admin: half },
        {
          name: 'label',
          label: 'Name for screen readers',
          type: 'text',
          required: true,
          admin: { ...half, description: 'What the slider shows, e.g. "Product photos". Announced as a carousel.' },
        },
      ],
    },
    {
      name: 'appearance',
      type: 'select',
      defaultValue: 'hero',
      options: [
        { label: 'Hero: text over the image', value: 'hero' },
        { label: 'Cards: image with text below', value: 'cards' },
        { label: 'Gallery: images with captions', value: 'gallery' },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 30,
      labels: { singular: 'Slide', plural: 'Slides' },
      admin: { initCollapsed: true },
      fields: slideFields,
    },
    {
      type: 'collapsible',
      label: 'Layout',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'layout',
          type: 'group',
          admin: { hideGutter: true },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'slidesPerView',
                  label: 'Slides per view',
                  type: 'text',
                  defaultValue: '1',
                  admin: { ...third, description: 'A number (1, 2.5) or "auto".' },
                  validate: (value: unknown) =>
                    value === 'auto' || (/^\d{1,2}(\.\d{1,2})?$/.test(String(value ?? '')) && Number(value) > 0)
                      ? true
                      : 'A number above 0 such as 1, 2 or 2.5, or "auto"',
                },
                {
                  name: 'spaceBetween',
                  label: 'Space between (px)',
                  type: 'number',
                  defaultValue: 0,
                  min: 0,
                  max: 200,
                  admin: third,
                },
                { name: 'speed', label: 'Speed (ms)', type: 'number', defaultValue: 300, min: 0, max: 10_000, admin: third },
              ],
            },
            {
              name: 'breakpoints',
              type: 'array',
              maxRows: 5,
              admin: { description: 'From this window width up, use these values instead.' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'minWidth',
                      label: 'From width (px)',
                      type: 'number',
                      required: true,
                      min: 240,
                      max: 3840,
                      admin: third,
                    },
                    {
                      name: 'slidesPerView',
                      label: 'Slides per view',
                      type: 'text',
                      required: true,
                      admin: third,
                      validate: (value: unknown) =>
                        value === 'auto' || (/^\d{1,2}(\.\d{1,2})?$/.test(String(value ?? '')) && Number(value) > 0)
                          ? true
                          : 'A number above 0 or "auto"',
                    },
                    { name: 'spaceBetween', label: 'Space between (px)', type: 'number', min: 0, max: 200, admin: third },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'direction',
                  type: 'select',
                  defaultValue: 'horizontal',
                  options: [
                    { label: 'Horizontal', value: 'horizontal' },
                    { label: 'Vertical', value: 'vertical' },
                  ],
                  admin: third,
                },
                {
                  name: 'ending',
                  label: 'At the last slide',
                  type: 'select',
                  defaultValue: 'stop',
                  options: [
                    { label: 'Stop', value: 'stop' },
                    { label: 'Loop round', value: 'loop' },
                    { label: 'Rewind to the first', value: 'rewind' },
                  ],
                  admin: third,
                },
                {
                  name: 'height',
                  label: 'Height (px, vertical only)',
                  type: 'number',
                  min: 120,
                  max: 2000,
                  admin: { ...third, condition: when('direction', 'vertical') },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'centeredSlides', label: 'Centre the active slide', type: 'checkbox', admin: third },
                { name: 'autoHeight', label: 'Height follows the slide', type: 'checkbox', admin: third },
                { name: 'gridRows', label: 'Rows (grid)', type: 'number', defaultValue: 1, min: 1, max: 4, admin: third },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Effect',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'effect',
          type: 'group',
          admin: { hideGutter: true },
          fields: [
            {
              name: 'type',
              label: 'Transition',
              type: 'select',
              defaultValue: 'slide',
              options: [
                { label: 'Slide', value: 'slide' },
                { label: 'Fade', value: 'fade' },
                { label: 'Cube', value: 'cube' },
                { label: 'Flip', value: 'flip' },
                { label: 'Coverflow', value: 'coverflow' },
              ],
            },
            {
              name: 'crossFade',
              label: 'Cross-fade',
              type: 'checkbox',
              defaultValue: true,
              admin: { condition: when('type', 'fade') },
            },
            {
              type: 'row',
              admin: { condition: when('type', 'cube') },
              fields: [
                { name: 'cubeShadow', label: 'Shadow below', type: 'checkbox', defaultValue: true, admin: third },
                { name: 'cubeShadowOffset', label: 'Shadow offset', type: 'number', defaultValue: 20, admin: third },
                { name: 'cubeShadowScale', label: 'Shadow scale', type: 'number', defaultValue: 0.94, admin: third },
              ],
            },
            {
              name: 'limitRotation',
              label: 'Limit rotation at the ends',
              type: 'checkbox',
              defaultValue: true,
              admin: { condition: when('type', 'flip') },
            },
            {
              type: 'row',
              admin: { condition: when('type', 'coverflow') },
              fields: [
                { name: 'rotate', type: 'number', defaultValue: 50, admin: { width: '25%' } },
                { name: 'stretch', type: 'number', defaultValue: 0, admin: { width: '25%' } },
                { name: 'depth', type: 'number', defaultValue: 100, admin: { width: '25%' } },
                { name: 'modifier', type: 'number', defaultValue: 1, admin: { width: '25%' } },
              ],
            },
            {
              name: 'slideShadows',
              label: 'Slide shadows',
              type: 'checkbox',
              defaultValue: true,
              admin: { condition: when('type', 'cube', 'flip', 'coverflow') },
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Controls and navigation',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'controls',
          type: 'group',
          admin: { hideGutter: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'arrows', label: 'Arrows', type: 'checkbox', defaultValue: true, admin: third },
                { name: 'keyboard', label: 'Keyboard', type: 'checkbox', defaultValue: true, admin: third },
                { name: 'mousewheel', label: 'Mouse wheel', type: 'checkbox', admin: third },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'pagination',
                  type: 'select',
                  defaultValue: 'bullets',
                  options: [
                    { label: 'None', value: 'none' },
                    { label: 'Bullets', value: 'bullets' },
                    { label: 'Fraction (2 / 5)', value: 'fraction' },
                    { label: 'Progress bar', value: 'progressbar' },
                  ],
                  admin: third,
                },
                {
                  name: 'clickable',
                  label: 'Clickable bullets',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { ...third, condition: when('pagination', 'bullets') },
                },
                {
                  name: 'dynamicBullets',
                  label: 'Dynamic bullets',
                  type: 'checkbox',
                  admin: { ...third, condition: when('pagination', 'bullets') },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'scrollbar', label: 'Scrollbar', type: 'checkbox', admin: half },
                {
                  name: 'scrollbarDraggable',
                  label: 'Draggable scrollbar',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { ...half, condition: when('scrollbar', true) },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'touch', label: 'Swipe with touch', type: 'checkbox', defaultValue: true, admin: third },
                { name: 'mouseDrag', label: 'Drag with the mouse', type: 'checkbox', defaultValue: true, admin: third },
                { name: 'grabCursor', label: 'Grab cursor', type: 'checkbox', admin: third },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'history', label: 'History navigation (an address per slide)', type: 'checkbox', admin: half },
                {
                  name: 'historyKey',
                  label: 'Address prefix',
                  type: 'text',
                  defaultValue: 'slides',
                  admin: {
                    ...half,
                    condition: when('history', true),
                    description: 'The page address, then this, then the slide’s address.',
                  },
                  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
                    !siblingData?.history || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(String(value ?? ''))
                      ? true
                      : 'Lowercase letters, digits and hyphens only',
                },
              ],
            },
            { name: 'hashNavigation', label: 'Hash navigation (#slide-name)', type: 'checkbox' },
            {
              type: 'row',
              fields: [
                { name: 'thumbs', label: 'Thumbnails gallery below', type: 'checkbox', admin: half },
                {
                  name: 'thumbsPerView',
                  label: 'Thumbnails per view',
                  type: 'number',
                  defaultValue: 5,
                  min: 2,
                  max: 10,
                  admin: { ...half, condition: when('thumbs', true) },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Autoplay, parallax, zoom and images',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'motion',
          type: 'group',
          admin: { hideGutter: true },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'autoplay', label: 'Autoplay', type: 'checkbox', admin: third },
                {
                  name: 'autoplayDelay',
                  label: 'Delay (ms)',
                  type: 'number',
                  defaultValue: 3000,
                  min: 500,
                  max: 60_000,
                  admin: { ...third, condition: when('autoplay', true) },
                },
                {
                  name: 'stopOnInteraction',
                  label: 'Stop when a visitor uses the slider',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: { ...third, condition: when('autoplay', true) },
                },
              ],
            },
            {
              name: 'pauseOnHover',
              label: 'Pause while the pointer is over it',
              type: 'checkbox',
              defaultValue: true,
              admin: {
                condition: when('autoplay', true),
                description: 'Rotation also pauses while focus is inside and has a pause button.',
              },
            },
            {
              type: 'row',
              fields: [
                { name: 'parallax', label: 'Parallax', type: 'checkbox', admin: third },
                { name: 'zoom', label: 'Zoom (double tap or pinch)', type: 'checkbox', admin: third },
                {
                  name: 'zoomMaxRatio',
                  label: 'Maximum zoom',
                  type: 'number',
                  defaultValue: 3,
                  min: 1.5,
                  max: 10,
                  admin: { ...third, condition: when('zoom', true) },
                },
              ],
            },
            {
              name: 'lazy',
              label: 'Load later slides’ images when they come near, with a preloader',
              type: 'checkbox',
              defaultValue: true,
            },
          ],
        },
      ],
    },
    animationField('none'),
  ],
}
