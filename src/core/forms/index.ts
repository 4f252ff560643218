/**
 * The form engine: pure TypeScript shared by the browser and the server. It knows the form
 * model, reads submissions, evaluates conditional logic, validates, moves between pages,
 * replaces merge tags, writes GF's markup as strings and speaks Gravity Forms' submission
 * protocol. It stores nothing and reads no request: the Payload collection, the endpoints
 * and the client script are built on top of it.
 *
 * ## Model (types.ts)
 * A `Form` is GF's form object, typed: `fields` is a flat list in which `page` fields split
 * pages and `section` fields group what follows them. `Field` is a union on `type`; field
 * ids are GF's integers and sub-inputs are `5.3` (name: 2 prefix, 3 first, 4 middle,
 * 6 last, 8 suffix; address: 1 street … 6 country; checkboxes 1…9, 11…; e-mail
 * confirmation 2; date parts 1 month, 2 day, 3 year; time 1 hour, 2 minute, 3 am/pm;
 * consent 1 tick, 2 label, 3 text). `fieldInputs(field)` gives a field's effective
 * sub-inputs. Conditional logic is GF's `{ actionType, logicType, rules }` on fields,
 * sections, pages (the page field's logic), next buttons, the submit button, confirmations
 * and notifications.
 *
 * ## Values (values.ts)
 * `Values` maps input ids to text (multi selects: lists). Empty means absent.
 *
 * ## Flow
 * Rendering a form (server): renderForm / renderPage / renderConfirmation (markup.ts: GF's
 * markup as a string; its header comment lists the ids and classes the browser relies on),
 * built from:
 *   values     = initialValues(form, { context, query })       defaults, `{date_dmy}`, `?email=`
 *   visibility = computeVisibility(form, values)               what starts hidden
 *   pages      = paginate(form); progress(form, visibility, 1)
 *   names      = inputName(field, subId), inputId(formId, fieldId, sub), choiceId, domIds
 *   hidden     = formStateInputs(form, { sourcePage: 1, targetPage: nextPage(form, visibility, 1) })
 *   HTML field content and confirmation messages: replaceMergeTags(text, { format: 'html' })
 *   after sanitising the admin's HTML (values are escaped by the engine).
 *
 * In the browser, on every change: computeVisibility(form, values) to show and hide,
 * validateField(field, values) for inline errors, applyMask for masked inputs, monthGrid
 * for the date picker; on submit, post the form with ajaxPayloadFields(...) added and read
 * the answer with readAjaxResult / parseAjaxResponse.
 *
 * Receiving a post (server):
 *   meta    = readSubmissionMeta(form, pairs)     is_submit_{id}, pages, save flag, honeypot …
 *   { values, truncated } = readValues(form, pairs) unknown inputs ignored, text tidied and capped
 *   outcome = await resolveSubmission({ form, values, type: submissionType(meta, form),
 *             sourcePage: meta.sourcePage, targetPage: meta.targetPage, isDuplicate })
 *   - 'page' | 'invalid' | 'save' | 'send-link' | 'refused': render `outcome.pageNumber` with
 *     `outcome.values` and `outcome.errors`, hidden inputs with source = pageNumber and
 *     target = `outcome.targetPageNumber` (the next page, or 0 on the last);
 *   - 'complete': store `outcome.entry` (hidden fields already dropped), show
 *     `outcome.confirmation` (message through replaceMergeTags; `page`/`redirect` become
 *     `confirmation_type: 'redirect'`), send `outcome.notifications` to
 *     notificationRecipients(...) with replaceMergeTags(subject, 'text') and
 *     replaceMergeTags(message, 'html'), `{all_fields}` included.
 *   Ajax answers are ajaxResponseText({ success, data: { … } }).
 *
 * The no-duplicates setting needs earlier entries: pass `isDuplicate(field, value)` (it gets
 * `duplicateValue`, the stored form of the value). Messages are GF's English texts;
 * `messages` options replace any of them.
 */
export * from './types'
export * from './inputs'
export * from './values'
export * from './logic'
export * from './pages'
export * from './validate'
export * from './merge-tags'
export * from './protocol'
export * from './submission'
export * from './number'
export * from './date'
export * from './formats'
export * from './mask'
export * from './phone'
export * from './countries'
export * from './definition'
export * from './markup'
export * from './confirm'
