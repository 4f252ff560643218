/**
 * The answers a member of staff chose to see as columns in a form's entries list, read from
 * Payload's preferences (the chooser writes them from the browser with `setPreference`).
 */
import type { Payload } from 'payload'

import { answerColumnsKey, chosenAnswerColumns } from '../../core/entries/columns'
import { answerFields } from '../../core/entries/values'
import type { Form } from '../../core/forms/types'

export async function readAnswerColumns(payload: Payload, userId: number | string, form: Form): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: answerColumnsKey(form.id) } },
        { 'user.relationTo': { equals: 'users' } },
        { 'user.value': { equals: userId } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return chosenAnswerColumns(
    docs[0]?.value,
    answerFields(form).map((f) => String(f.id)),
  )
}
