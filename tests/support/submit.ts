import type { Payload } from 'payload'

import { EMPTY_SIGNALS } from '../../src/core/antispam/signals'
import { formScope, issueEventToken, versionHash } from '../../src/core/antispam/token'
import { formStateInputs } from '../../src/core/forms/protocol'
import { loadForm, processSubmission, type ProcessResult } from '../../src/features/forms/process'
import { settings } from '../../src/server/settings'

/**
 * Submits a one-page form's values (GF input names: `input_2`, `input_1.3`) through the real processor.
 * `asBrowser`: posted as the forms script posts from a person's browser (the anti-spam guard's token,
 * behaviour signals and version hash, checked with the site's secret), which auto-replies need.
 */
export async function submitForm(
  payload: Payload,
  formId: number,
  fields: Record<string, string>,
  client: { ip?: string; userAgent?: string; sourceUrl?: string; asBrowser?: boolean } = {},
): Promise<ProcessResult> {
  const form = await loadForm(payload, formId)
  if (!form) throw new Error(`No form ${formId}`)
  const secret = settings().secret
  const now = Date.now()
  const script: [string, string][] = client.asBrowser
    ? [
        ['sp_event_token', issueEventToken(secret, formScope(formId), now - 30_000)],
        ['sp_signals', JSON.stringify({ ...EMPTY_SIGNALS, keys: 20, focuses: 4, msToSubmit: 30_000 })],
        ['version_hash', versionHash(secret, formId)],
      ]
    : []
  const pairs: [string, string][] = [
    ...formStateInputs(form, { sourcePage: 1, targetPage: 0 }),
    ...Object.entries(fields),
    ...script,
  ]
  return processSubmission({
    payload,
    formId,
    pairs,
    now,
    today: new Date().toISOString().slice(0, 10),
    ...(client.asBrowser ? { secret } : {}),
    client: {
      ip: client.ip ?? '203.0.113.9',
      userAgent: client.userAgent ?? 'Integration test',
      sourceUrl: client.sourceUrl ?? 'http://localhost:3000/contact',
      ...(client.asBrowser ? { secFetchMode: 'cors', acceptLanguage: 'nl-NL,nl;q=0.9' } : {}),
    },
  })
}
