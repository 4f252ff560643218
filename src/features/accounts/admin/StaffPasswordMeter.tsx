'use client'
/**
 * The strength meter under a staff member's new password (Users: create, edit, Account): the
 * form engine's zxcvbn rating in words and as a bar, with the 12-character rule the server
 * enforces. It appears only while a new password is being set (Payload adds the password field
 * to the form then), and zxcvbn-ts with its dictionaries loads on the first keystroke, so no
 * other admin screen pays for them.
 */
import { useFormFields } from '@payloadcms/ui'
import React, { useEffect, useMemo, useState } from 'react'

import { staffPasswordRuleText, staffPasswordStrength } from '../../../core/accounts/staff-strength'

import './staff-password-meter.css'

type Scorer = (password: string) => number

let scorer: Promise<Scorer> | undefined
const loadScorer = () => (scorer ??= import('../../../core/password/score').then((m) => m.scorePassword))

export function StaffPasswordMeter(): React.ReactElement | null {
  const present = useFormFields(([fields]) => fields.password !== undefined)
  const password = useFormFields(([fields]) => fields.password?.value)
  const confirm = useFormFields(([fields]) => fields['confirm-password']?.value)
  const value = typeof password === 'string' ? password : ''
  const confirmation = typeof confirm === 'string' ? confirm : undefined
  const [score, setScore] = useState<Scorer | undefined>(undefined)

  useEffect(() => {
    if (!value || score) return
    let live = true
    loadScorer().then(
      (s) => live && setScore(() => s),
      // Without the dictionaries the meter still states the length rule; the server decides anyway.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [value, score])

  // Null while zxcvbn is still loading and the password is long enough to need a score.
  const state = useMemo(
    () => staffPasswordStrength(value, score ? score(value) : undefined, confirmation),
    [value, confirmation, score],
  )

  if (!present) return null
  return (
    <div className="staff-password-meter field-type">
      <p
        className={`staff-password-meter__rule${state && value && !state.longEnough ? ' is-unmet' : ''}`}
        id="staff-password-rule"
      >
        {staffPasswordRuleText}
        {value ? ` (${[...value].length} typed)` : ''}
      </p>
      <div className={`staff-password-meter__bar is-${state?.strength ?? 'blank'}`} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className={i < (state?.bars ?? 0) ? 'is-filled' : undefined} />
        ))}
      </div>
      <p className="staff-password-meter__text" id="staff-password-strength" aria-live="polite" aria-atomic="true">
        <span className="staff-password-meter__label">Password strength: </span>
        {!value ? 'type a new password' : state ? state.text : 'rating…'}
      </p>
    </div>
  )
}
