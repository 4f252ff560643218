import type { PayloadRequest } from 'payload'

import type { Form } from '../../core/forms/types'
import { formFromDoc } from '../forms/model'

/** A saved form as the engine reads it, or null when it was deleted. */
export async function loadEngineForm(req: PayloadRequest, id: number | string): Promise<Form | null> {
  const doc = await req.payload.findByID({ collection: 'forms', id, depth: 0, overrideAccess: true, disableErrors: true })
  return doc ? formFromDoc(doc as unknown as Record<string, unknown>) : null
}
