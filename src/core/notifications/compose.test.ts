import { describe, expect, it } from 'vitest'

import { contactForm } from '../forms/fixtures'
import type { Form, Notification } from '../forms/types'
import { cleanSubject, composeNotification, composeNotifications } from './compose'

const sanitizeHtml = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '')
const context = { today: '2026-11-23', entryId: 41, entryUrl: 'https://oproep.example/admin/collections/form-entries/41' }
const values = {
  '1.3': 'Jan',
  '1.6': '<b>Jansen</b>',
  '2': 'jan@oproep.example',
  '5': 'service',
  '6': 'Line one\n<script>alert(1)</script>',
}

const byId = (id: string) => contactForm.notifications.find((n) => n.id === id)!

describe('composeNotification', () => {
  it('writes subject, HTML and text from the templates with every value escaped', () => {
    const mail = composeNotification(contactForm, byId('contact-admin'), { values, context, sanitizeHtml })!
    expect(mail.to).toEqual(['info@oproep.example'])
    expect(mail.replyTo).toBe('jan@oproep.example')
    expect(mail.subject).toBe('Contact form: Service and repairs')
    expect(mail.html).toContain('&#60;b&#62;Jansen&#60;/b&#62;')
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('Message: Line one\n<script>alert(1)</script>')
  })

  it('puts the sanitised body into the layout it is given', () => {
    const layout = (body: string) => `<!DOCTYPE html><main>${body}</main>`
    const mail = composeNotification(contactForm, byId('contact-admin'), { values, context, sanitizeHtml, layout })!
    expect(mail.html.startsWith('<!DOCTYPE html><main>')).toBe(true)
    expect(mail.html).toContain('&#60;b&#62;Jansen&#60;/b&#62;')
    expect(mail.html).not.toContain('<body>')
    expect(mail.text).not.toContain('<main>')
  })

  it('sends the copy to the visitor to the e-mail field only, and only a single valid address', () => {
    expect(composeNotification(contactForm, byId('contact-receipt'), { values, context, sanitizeHtml })?.to).toEqual([
      'jan@oproep.example',
    ])
    const smuggled = { ...values, '2': 'jan@oproep.example\nBcc: all@victims.example' }
    expect(composeNotification(contactForm, byId('contact-receipt'), { values: smuggled, context, sanitizeHtml })).toBeNull()
    const list = { ...values, '2': 'a@b.nl, c@d.nl' }
    expect(composeNotification(contactForm, byId('contact-receipt'), { values: list, context, sanitizeHtml })).toBeNull()
  })

  it('fills {form_title}, {entry_url}, {entry_id} and field tags; a plain-text template gets line breaks', () => {
    const notification: Notification = {
      ...byId('contact-admin'),
      subject: 'New: {form_title} #{entry_id}',
      message: 'From {Name:1.3}\nOpen {entry_url}',
    }
    const mail = composeNotification(contactForm, notification, { values, context, sanitizeHtml })!
    expect(mail.subject).toBe(`New: ${contactForm.title} #41`)
    expect(mail.html).toContain('From Jan<br>\nOpen https://oproep.example/admin/collections/form-entries/41')
    expect(mail.text).toBe('From Jan\nOpen https://oproep.example/admin/collections/form-entries/41')
  })

  it('keeps a subject on one line whatever a value holds', () => {
    const notification: Notification = { ...byId('contact-admin'), subject: 'About {Name:1.6}' }
    const mail = composeNotification(contactForm, notification, {
      values: { ...values, '1.6': 'X\r\nBcc: a@b.nl' },
      context,
      sanitizeHtml,
    })!
    expect(mail.subject).toBe('About X Bcc: a@b.nl')
    expect(cleanSubject('a'.repeat(400))).toHaveLength(250)
  })

  it('drops invalid BCC addresses and notifications with nobody to send to', () => {
    const form: Form = {
      ...contactForm,
      notifications: [
        { ...byId('contact-admin'), bcc: ['ok@oproep.example', 'nope'] },
        { ...byId('contact-admin'), id: 'empty', toEmails: ['not an address'] },
      ],
    }
    const mails = composeNotifications(form, form.notifications, { values, context, sanitizeHtml })
    expect(mails).toHaveLength(1)
    expect(mails[0]?.bcc).toEqual(['ok@oproep.example'])
  })
})
