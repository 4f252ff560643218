import type { Field, GlobalConfig } from 'payload'

import { isAdmin, siteContent } from '../access/roles'
import { checkContrast, parseHex } from '../core/consent/colors'
import { HIDE_MS } from '../core/consent/decision'
import { invalidate } from '../features/cache/invalidate'
import { tags } from '../features/cache/tags'

/** Fields whose change shows visitors a different notice: the proof of consent then names a new version. */
const VERSIONED = [
  'title',
  'message',
  'privacyPage',
  'cookiePage',
  'acceptLabel',
  'refuseLabel',
  'settingsTitle',
  'necessaryText',
  'analyticsText',
  'marketingText',
  'youtubeMarketing',
  'acceptOnScroll',
  'acceptOnClick',
] as const

const relId = (v: unknown) => (v && typeof v === 'object' ? ((v as { id?: unknown }).id ?? null) : (v ?? null))

const NOT_CONSENT =
  'Warning: not valid consent in the EU. Under the GDPR consent must be a clear, affirmative act (EDPB Guidelines 05/2020 on consent); '

const colour = (name: string, label: string, defaultValue: string, against?: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  defaultValue,
  admin: { width: '25%', description: against ? `At least 4.5:1 against the ${against}.` : 'A colour such as #0b2545.' },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    if (!against) return parseHex(String(value ?? '')) ? true : 'Use a colour such as #0b2545.'
    const background = against === 'background' ? siblingData.background : siblingData.buttonBackground
    return checkContrast(String(value ?? ''), String(background ?? ''))
  },
})

/**
 * The cookie notice: its texts, links, look and behaviour. Lawful by default:
 * nothing optional runs before a choice, refusing takes one click like accepting,
 * no box is ticked in advance, and the implied-consent options are off.
 */
export const ConsentSettings: GlobalConfig = {
  slug: 'consent-settings',
  label: 'Cookie notice',
  admin: { group: 'Settings' },
  access: { read: siteContent, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Notice',
          fields: [
            { name: 'enabled', label: 'Show the cookie notice', type: 'checkbox', defaultValue: true },
            { name: 'title', type: 'text', required: true, defaultValue: 'Cookies on this website' },
            {
              name: 'message',
              type: 'textarea',
              required: true,
              defaultValue:
                'We use strictly necessary cookies to run this website. With your consent we also use analytics cookies, to learn which pages help our visitors, and marketing cookies, such as those of embedded YouTube videos. Nothing optional runs until you choose, and you can change your choice at any time.',
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'privacyPage',
                  label: 'Privacy policy',
                  type: 'relationship',
                  relationTo: 'pages',
                  admin: { width: '50%' },
                },
                { name: 'privacyLabel', type: 'text', defaultValue: 'Privacy policy', admin: { width: '50%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'cookiePage',
                  label: 'Cookie policy',
                  type: 'relationship',
                  relationTo: 'pages',
                  admin: { width: '50%' },
                },
                { name: 'cookieLabel', type: 'text', defaultValue: 'Cookie policy', admin: { width: '50%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'acceptLabel',
                  type: 'text',
                  required: true,
                  defaultValue: 'Accept all',
                  admin: { width: '33%', description: 'Accept and refuse look the same: refusing is as easy as accepting.' },
                },
                { name: 'refuseLabel', type: 'text', required: true, defaultValue: 'Refuse all', admin: { width: '33%' } },
                { name: 'settingsLabel', type: 'text', required: true, defaultValue: 'Choose', admin: { width: '33%' } },
              ],
            },
            {
              name: 'savedMessage',
              type: 'text',
              required: true,
              defaultValue: 'Your choice is saved. Change it at any time with “Cookie settings” at the bottom of the page.',
              admin: { description: 'Shown while the notice hides after a choice, and read out by screen readers.' },
            },
            {
              name: 'gpcMessage',
              label: 'Global Privacy Control message',
              type: 'text',
              required: true,
              defaultValue:
                'Your browser sends a Global Privacy Control signal, so this website uses strictly necessary cookies only.',
              admin: { description: 'Shown instead of the choices when the visitor’s browser refuses for them.' },
            },
          ],
        },
        {
          label: 'Categories',
          fields: [
            {
              name: 'settingsButton',
              label: 'Offer a settings dialog with categories',
              type: 'checkbox',
              defaultValue: true,
            },
            { name: 'settingsTitle', type: 'text', required: true, defaultValue: 'Choose which cookies we may use' },
            { name: 'saveLabel', type: 'text', required: true, defaultValue: 'Save my choices' },
            {
              name: 'necessaryText',
              label: 'Strictly necessary',
              type: 'textarea',
              required: true,
              defaultValue:
                'Needed for the website to work and to remember your cookie choice. Always on: they do not need consent.',
            },
            {
              name: 'analyticsText',
              label: 'Analytics',
              type: 'textarea',
              required: true,
              defaultValue: 'Google Analytics: which pages are read, so that we can improve the site.',
            },
            {
              name: 'marketingText',
              label: 'Marketing',
              type: 'textarea',
              required: true,
              defaultValue:
                'Embedded videos from YouTube and advertising measurement. Their providers may set their own cookies.',
            },
            {
              name: 'youtubeMarketing',
              label: 'YouTube videos need marketing consent',
              type: 'checkbox',
              defaultValue: true,
              admin: {
                description:
                  'On by default, because the notice names YouTube among the marketing cookies: video blocks load nothing from YouTube, not even the thumbnail, until the visitor allows marketing cookies or presses the video’s own button, which allows YouTube alone and plays. Turn it off only if your notice no longer says so.',
              },
            },
            {
              name: 'videoMessage',
              type: 'text',
              required: true,
              defaultValue: 'This video is played by YouTube, which may set cookies for marketing.',
              admin: { condition: (_, sibling) => Boolean(sibling?.youtubeMarketing) },
            },
            {
              name: 'videoAcceptLabel',
              type: 'text',
              required: true,
              defaultValue: 'Allow YouTube and play',
              admin: { condition: (_, sibling) => Boolean(sibling?.youtubeMarketing) },
            },
          ],
        },
        {
          label: 'Appearance',
          fields: [
            {
              name: 'position',
              type: 'select',
              required: true,
              defaultValue: 'bottom',
              options: [
                { label: 'Bar along the bottom', value: 'bottom' },
                { label: 'Box at the bottom left', value: 'bottom-left' },
                { label: 'Box at the bottom right', value: 'bottom-right' },
              ],
              admin: { description: 'Always over the page, never over the header and menu: nothing on the page moves.' },
            },
            {
              type: 'row',
              fields: [
                colour('background', 'Background', '#0b2545'),
                colour('text', 'Text', '#ffffff', 'background'),
                colour('buttonBackground', 'Buttons', '#f2a541'),
                colour('buttonText', 'Button text', '#14213d', 'button colour'),
              ],
            },
            {
              name: 'closeButton',
              label: 'Show a close button',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Closing the notice refuses optional cookies, as the law requires.' },
            },
            {
              name: 'revokeButton',
              label: 'Show a floating revoke button after a choice',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'The footer always has a “Cookie settings” link that reopens the notice.' },
            },
            { name: 'revokeLabel', type: 'text', required: true, defaultValue: 'Cookie settings' },
            {
              name: 'hideMs',
              label: 'Hide time (ms)',
              type: 'number',
              required: true,
              defaultValue: HIDE_MS,
              min: 0,
              max: 10_000,
              admin: {
                description: 'How long the notice takes to hide after a choice; shorter for visitors who ask for less motion.',
              },
            },
          ],
        },
        {
          label: 'Behaviour',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'acceptDays',
                  label: 'Keep an acceptance for (days)',
                  type: 'number',
                  required: true,
                  defaultValue: 182,
                  min: 1,
                  max: 395,
                  admin: { width: '50%', description: 'About six months is usual; at most 13 months.' },
                },
                {
                  name: 'refuseDays',
                  label: 'Keep a refusal for (days)',
                  type: 'number',
                  required: true,
                  defaultValue: 182,
                  min: 1,
                  max: 395,
                  admin: { width: '50%' },
                },
              ],
            },
            {
              name: 'afterChange',
              label: 'When a choice changes what is allowed',
              type: 'select',
              required: true,
              defaultValue: 'nothing',
              options: [
                { label: 'Stay on the page', value: 'nothing' },
                { label: 'Reload the page', value: 'reload' },
                { label: 'Go to another address', value: 'redirect' },
              ],
            },
            {
              name: 'redirectUrl',
              label: 'Address to go to',
              type: 'text',
              admin: {
                condition: (_, sibling) => sibling?.afterChange === 'redirect',
                description: 'A path on this site, such as /thank-you.',
              },
              validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
                if (siblingData?.afterChange !== 'redirect') return true
                return typeof value === 'string' && /^\/(?!\/)[^\s<>]*$/.test(value.trim())
                  ? true
                  : 'Enter a path on this site, starting with /.'
              },
            },
            {
              name: 'acceptOnScroll',
              label: 'Accept when the visitor scrolls',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: `${NOT_CONSENT}scrolling is never consent. Leave this off for visitors from the EU.` },
            },
            {
              name: 'scrollOffset',
              label: 'Scroll distance (px)',
              type: 'number',
              defaultValue: 100,
              min: 0,
              admin: { condition: (_, sibling) => Boolean(sibling?.acceptOnScroll) },
            },
            {
              name: 'acceptOnClick',
              label: 'Accept on a click anywhere else on the page',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description: `${NOT_CONSENT}a click elsewhere is not a choice about cookies. Leave this off for visitors from the EU.`,
              },
            },
          ],
        },
        {
          label: 'Records',
          fields: [
            {
              name: 'version',
              label: 'Notice version',
              type: 'number',
              defaultValue: 1,
              admin: {
                readOnly: true,
                description:
                  'Goes up by one whenever the texts, links or categories change; every recorded choice names the version the visitor saw.',
              },
            },
            {
              name: 'retentionDays',
              label: 'Keep the consent log for (days)',
              type: 'number',
              required: true,
              defaultValue: 730,
              min: 30,
              max: 3650,
              admin: {
                description: 'Older records are deleted. The log is the proof of consent: keep it as long as you rely on it.',
              },
            },
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const before = (originalDoc ?? {}) as Record<string, unknown>
        const current = Number(before.version) || 1
        // The first save (the seed, or the admin's first) only fills in what visitors already saw.
        const saved = typeof before.updatedAt === 'string'
        const changed = VERSIONED.some(
          (key) => key in data && JSON.stringify(relId(data[key]) ?? null) !== JSON.stringify(relId(before[key]) ?? null),
        )
        data.version = saved && changed ? current + 1 : current
        return data
      },
    ],
    afterChange: [async ({ req }) => invalidate({ tags: [tags.global('consent-settings')] }, req)],
  },
}
