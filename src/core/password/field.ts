/**
 * Where a form's passwords sit in its values, so the server can keep them out of everything
 * that is stored, logged, e-mailed or scored: only the one-way hash (hash.ts) is kept.
 */
import { PASSWORD_CONFIRM_INPUT, subInputId } from '../forms/input-ids'
import type { Form, InputId } from '../forms/types'
import type { Values } from '../forms/value-access'

/** Every input id of the form's password fields: `5` and its confirmation `5.2`. */
export function passwordInputIds(form: Form): InputId[] {
  return form.fields.filter((f) => f.type === 'password').flatMap((f) => [String(f.id), subInputId(f.id, PASSWORD_CONFIRM_INPUT)])
}

/** The values without any password or confirmation. */
export function withoutPasswords(form: Form, values: Values): Values {
  const ids = passwordInputIds(form)
  if (ids.length === 0) return values
  const out: Values = { ...values }
  for (const id of ids) delete out[id]
  return out
}

/** Whether a stored text is a password hash of hash.ts (`scrypt$N$r$p$salt$hash`); shown as dots, never as text. */
export function isPasswordHash(text: string): boolean {
  return /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/.test(text)
}
