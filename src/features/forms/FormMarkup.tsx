import { initialValues } from '../../core/forms/merge-tags'
import { renderForm } from '../../core/forms/markup'
import type { Form } from '../../core/forms/types'
import { settings } from '../../server/settings'
import { renderOptions } from './render'

/**
 * A form as the page first shows it: Gravity Forms' markup from the engine's renderer
 * (core/forms/markup.ts), the same string the ajax endpoint and the postback send. Safe as
 * inner HTML: the renderer escapes every value and label and sanitises the admin's HTML.
 * Nothing in it depends on the request, so the page around it stays cached; values from the
 * address (`?email=`) are filled in by the browser script.
 */
export function FormMarkup({
  form,
  action,
  displayTitle,
  displayDescription,
}: {
  form: Form
  action: string
  displayTitle: boolean
  displayDescription: boolean
}) {
  const options = renderOptions({ action, displayTitle, displayDescription, formId: form.id, secret: settings().secret })
  const values = initialValues(form, { context: options.context })
  const html = renderForm(form, { values }, options)
  return <div className="gform-host" dangerouslySetInnerHTML={{ __html: html }} />
}
