'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

import { pendingFieldIds } from './options'

/**
 * Gives a field its id the moment its row is added (or duplicated with its original's id), so
 * logic, routing and merge tags can name it before the form is saved. It sits beside the rows
 * rather than in them because Payload does not render a collapsed row's fields. The ids are those
 * the collection's save hook would give (`assignFieldIds`); the hook stays the authority.
 */
export function FieldIds() {
  const pending = useFormFields(([state]) => JSON.stringify(pendingFieldIds(state)))
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  useEffect(() => {
    for (const { index, id } of JSON.parse(pending) as { index: number; id: number }[]) {
      dispatch({ type: 'UPDATE', path: `fields.${index}.fieldId`, value: id })
    }
  }, [pending, dispatch])
  return null
}
