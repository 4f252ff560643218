/**
 * The staff password meter's state: the form engine's strengths (very weak, weak, medium,
 * strong) with the staff rule on top: anything under 12 characters is very weak, whatever
 * zxcvbn thinks of it, because the server refuses it (login-delay.ts, staffPasswordProblem).
 */
import { STRENGTH_TEXT, passwordStrength, type Strength } from '../password/strength'
import { STAFF_PASSWORD_MIN_LENGTH } from './login-delay'

export const staffPasswordRuleText = `At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`

export type StaffStrength = {
  strength: Strength
  /** The strength in words, e.g. "Weak". */
  text: string
  /** The password's length in characters (not UTF-16 units). */
  length: number
  /** Whether the length rule is met. */
  longEnough: boolean
  /** 0 to 4 filled segments of the bar. */
  bars: number
}

const BARS: Record<Strength, number> = { blank: 0, short: 1, bad: 2, good: 3, strong: 4, mismatch: 0 }

/**
 * `score` is zxcvbn's 0–4, or undefined while the scorer is still loading (then only what needs
 * no score is known: blank, too short, mismatch).
 */
export function staffPasswordStrength(password: string, score: number | undefined, confirm?: string): StaffStrength | null {
  const length = [...password].length
  const longEnough = length >= STAFF_PASSWORD_MIN_LENGTH
  let strength = passwordStrength(password, score ?? 0, confirm)
  if (strength !== 'blank' && strength !== 'mismatch' && !longEnough) strength = 'short'
  if ((strength === 'bad' || strength === 'good' || strength === 'strong') && score === undefined) return null
  return { strength, text: STRENGTH_TEXT[strength], length, longEnough, bars: BARS[strength] }
}
