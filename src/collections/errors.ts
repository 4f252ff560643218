import { APIError } from 'payload'

/**
 * A refusal whose message reaches the editor (the admin's toast, the REST answer). Payload's
 * REST answer only shows an error's message when the error has a name, which APIError takes
 * from its class; the production build renames classes to nothing, so the name is set here.
 */
export function publicError(message: string, status = 400): Error {
  const error = new APIError(message, status, undefined, true)
  error.name = 'APIError'
  return error
}
