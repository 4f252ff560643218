import type { GlobalConfig } from 'payload'

import { isAdmin, isStaff } from '../../../access/roles'
import { keptSecret, SECRET_DESCRIPTION, shownSecret } from '../../../core/accounts/secrets'
import { DEFAULT_MESSAGES, FLAG_SCORE } from '../../../core/antispam/score'
import { DEFAULT_FRESHNESS_SECONDS } from '../../../core/antispam/token'
import { invalidate } from '../../cache/invalidate'
import { tags } from '../../cache/tags'
import { configFromGlobal, forgetAntispamConfig } from '../settings'
import { publishCaptchaProvider } from '../csp'

const listHelp = 'One a line; # starts a comment.'

/**
 * The self-hosted anti-spam guard (features/antispam): how submissions are scored and
 * decided, the lists, the rate limits, protected e-mail addresses and the captcha provider.
 */
export const AntispamSettings: GlobalConfig = {
  slug: 'antispam-settings',
  label: 'Anti-spam',
  admin: { group: 'Settings' },
  access: { read: isStaff, update: isAdmin },
  hooks: {
    afterChange: [
      async ({ doc, req }) => {
        forgetAntispamConfig()
        // The serving layer's CSP follows the captcha provider at once (features/antispam/csp.ts).
        publishCaptchaProvider(configFromGlobal(doc as Record<string, unknown>).captcha.provider)
        await invalidate({ tags: [tags.global('antispam-settings')] }, req)
      },
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Decisions',
          fields: [
            {
              name: 'enabled',
              label: 'Check form submissions for spam',
              type: 'checkbox',
              defaultValue: true,
              admin: {
                description: 'Off: every complete submission is stored as an ordinary entry (the honeypot still applies).',
              },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'flagScore',
                  label: 'Flag as spam from score',
                  type: 'number',
                  min: 1,
                  max: 100,
                  defaultValue: FLAG_SCORE,
                  admin: { width: '50%', description: 'Flagged entries go to Spam and send no notification. 50 by default.' },
                },
                {
                  name: 'blockScore',
                  label: 'Block from score',
                  type: 'number',
                  min: 0,
                  max: 100,
                  defaultValue: 0,
                  admin: {
                    width: '50%',
                    description: '0: never block by score (recommended: a flagged entry can be recovered, a blocked one cannot).',
                  },
                },
              ],
            },
            {
              name: 'cookieMode',
              label: 'Cookie mode',
              type: 'select',
              defaultValue: 'native',
              options: [
                { label: 'Native: local storage after the visitor accepts cookies, else as alternative', value: 'native' },
                { label: 'Alternative: signals kept on the server under a session id', value: 'alternative' },
                { label: 'None: nothing stored; signals travel with the form only', value: 'none' },
              ],
            },
            {
              name: 'freshnessSeconds',
              label: 'Freshness of stored signals and tokens (seconds)',
              type: 'number',
              min: 60,
              max: 2_592_000,
              defaultValue: DEFAULT_FRESHNESS_SECONDS,
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'ipPerHour',
                  label: 'Submissions per address per hour',
                  type: 'number',
                  min: 1,
                  defaultValue: 60,
                  admin: {
                    width: '50%',
                    description:
                      'Beyond this a sender is blocked until its allowance comes back (evenly over the hour). All addresses of one IPv6 /64 network count as one sender.',
                  },
                },
                {
                  name: 'formPerMinute',
                  label: 'Surge level per form per minute (all senders)',
                  type: 'number',
                  min: 1,
                  defaultValue: 60,
                  admin: {
                    width: '50%',
                    description:
                      'Above this a form is in a surge: nobody is refused for it, but each submission without a verified captcha weighs 30 points more, so more are held for review (Spam).',
                  },
                },
              ],
            },
            {
              name: 'messages',
              type: 'group',
              admin: { description: 'What a blocked visitor reads in the dialog.' },
              fields: [
                { name: 'title', type: 'text', defaultValue: 'Your message was not sent' },
                { name: 'blocked', label: 'Blocked by score', type: 'textarea', defaultValue: DEFAULT_MESSAGES.blocked },
                { name: 'denied', label: 'Sender on the deny list', type: 'textarea', defaultValue: DEFAULT_MESSAGES.denied },
                {
                  name: 'rateLimited',
                  label: 'Rate limit reached',
                  type: 'textarea',
                  defaultValue: DEFAULT_MESSAGES.rateLimited,
                },
              ],
            },
          ],
        },
        {
          label: 'Content and lists',
          fields: [
            { name: 'maxLinks', label: 'Links allowed in a submission', type: 'number', min: 0, defaultValue: 2 },
            {
              name: 'blockedWords',
              type: 'textarea',
              admin: { description: `Words or phrases that count against a submission (whole words, any case). ${listHelp}` },
            },
            {
              name: 'flagShouting',
              label: 'Count text written mostly in capitals against it',
              type: 'checkbox',
              defaultValue: true,
            },
            {
              name: 'allow',
              label: 'Always allow',
              type: 'group',
              fields: [
                { name: 'ips', label: 'IP addresses or IPv4 ranges (CIDR)', type: 'textarea', admin: { description: listHelp } },
                { name: 'emails', label: 'E-mail addresses', type: 'textarea' },
                { name: 'domains', label: 'E-mail domains', type: 'textarea' },
              ],
            },
            {
              name: 'deny',
              label: 'Always block',
              type: 'group',
              fields: [
                { name: 'ips', label: 'IP addresses or IPv4 ranges (CIDR)', type: 'textarea', admin: { description: listHelp } },
                { name: 'emails', label: 'E-mail addresses', type: 'textarea' },
                { name: 'domains', label: 'E-mail domains', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'E-mail addresses',
          description:
            'Addresses in page content, menus and the footer are always encrypted in the HTML and shown after the visitor interacts with the page.',
          fields: [
            {
              name: 'checkEmailExists',
              label: 'Check that an e-mail domain receives mail (DNS MX) when asked',
              type: 'checkbox',
              defaultValue: true,
            },
          ],
        },
        {
          label: 'Captcha',
          fields: [
            {
              name: 'captchaProvider',
              label: 'Provider',
              type: 'select',
              defaultValue: 'altcha',
              options: [
                { label: 'ALTCHA (self-hosted proof of work, no third party)', value: 'altcha' },
                { label: 'Cloudflare Turnstile', value: 'turnstile' },
                { label: 'hCaptcha', value: 'hcaptcha' },
                { label: 'reCAPTCHA v2', value: 'recaptcha-v2' },
                { label: 'reCAPTCHA v3', value: 'recaptcha-v3' },
              ],
              admin: { description: 'Used by every Captcha field.' },
            },
            {
              type: 'row',
              admin: { condition: (_, s) => s?.captchaProvider && s.captchaProvider !== 'altcha' },
              fields: [
                { name: 'captchaSiteKey', label: 'Site key', type: 'text', admin: { width: '50%' } },
                {
                  name: 'captchaSecretKey',
                  label: 'Secret key',
                  type: 'text',
                  admin: { width: '50%', description: SECRET_DESCRIPTION },
                  // Write-only: never sent back to a browser; a blank save keeps the stored key.
                  hooks: {
                    afterRead: [({ value, overrideAccess }) => shownSecret(value, overrideAccess)],
                    beforeChange: [({ value, previousValue }) => keptSecret(value, previousValue)],
                  },
                },
              ],
            },
            {
              name: 'recaptchaMinScore',
              label: 'reCAPTCHA v3: lowest passing score',
              type: 'number',
              min: 0,
              max: 1,
              defaultValue: 0.5,
              admin: { condition: (_, s) => s?.captchaProvider === 'recaptcha-v3' },
            },
            {
              name: 'altchaCost',
              label: 'ALTCHA work (PBKDF2 iterations per attempt)',
              type: 'number',
              min: 100,
              max: 100_000,
              defaultValue: 1_000,
              admin: { condition: (_, s) => !s?.captchaProvider || s.captchaProvider === 'altcha' },
            },
          ],
        },
      ],
    },
  ],
}
