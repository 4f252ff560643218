import type { Payload } from 'payload'

import { formStateInputs } from '../../src/core/forms/protocol'
import { loadForm, processSubmission, type ProcessResult } from '../../src/features/forms/process'

/** Submits a one-page form's values (GF input names: `input_2`, `input_1.3`) through the real processor. */
export async function submitForm(
  payload: Payload,
  formId: number,
  fields: Record<string, string>,
  client: { ip?: string; userAgent?: string; sourceUrl?: string } = {},
): Promise<ProcessResult> {
  const form = await loadForm(payload, formId)
  if (!form) throw new Error(`No form ${formId}`)
  const pairs: [string, string][] = [...formStateInputs(form, { sourcePage: 1, targetPage: 0 }), ...Object.entries(fields)]
  return processSubmission({
    payload,
    formId,
    pairs,
    today: new Date().toISOString().slice(0, 10),
    client: {
      ip: client.ip ?? '203.0.113.9',
      userAgent: client.userAgent ?? 'Integration test',
      sourceUrl: client.sourceUrl ?? 'http://localhost:3000/contact',
    },
  })
}
