/**
 * The password field's strength meter, as GF reports it: blank, short, bad, good, strong or
 * mismatch. The score comes from zxcvbn-ts (0 to 4, loaded on demand in the browser and
 * on the server); this module only turns a score, the length and the confirmation into
 * GF's states, and says whether a state meets the field's minimum.
 */

export type Strength = 'blank' | 'short' | 'bad' | 'good' | 'strong' | 'mismatch'

/** The strengths a field can ask for as its minimum. */
export type MinimumStrength = 'short' | 'bad' | 'good' | 'strong'

/** GF calls anything under four characters short. */
export const PASSWORD_MIN_LENGTH = 4
/** Longer than this is not a password a person types; zxcvbn gets slow on huge input. */
export const PASSWORD_MAX_LENGTH = 256

export const STRENGTH_TEXT: Record<Strength, string> = {
  blank: 'Strength indicator',
  short: 'Very weak',
  bad: 'Weak',
  good: 'Medium',
  strong: 'Strong',
  mismatch: 'Mismatch',
}

export const PASSWORD_MESSAGES = {
  mismatch: 'Your passwords do not match.',
  tooWeak: (minimum: MinimumStrength) =>
    `Your password does not meet the required strength. Choose a ${STRENGTH_TEXT[minimum].toLowerCase()} or stronger password.`,
  tooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
} as const

/**
 * The state of a password. `score` is zxcvbn's 0–4 for the password (ignored when blank,
 * short or mismatched); `confirm` is the confirmation when the field has one.
 */
export function passwordStrength(password: string, score: number, confirm?: string): Strength {
  if (!password) return 'blank'
  if (confirm !== undefined && confirm !== '' && confirm !== password) return 'mismatch'
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'short'
  if (score >= 4) return 'strong'
  if (score >= 2) return 'good'
  return 'bad'
}

const ORDER: Strength[] = ['short', 'bad', 'good', 'strong']

/** Whether a state is at least the minimum (blank and mismatch never are). */
export function meetsMinimum(strength: Strength, minimum: MinimumStrength | undefined): boolean {
  if (strength === 'blank' || strength === 'mismatch') return false
  if (!minimum) return true
  return ORDER.indexOf(strength) >= ORDER.indexOf(minimum)
}
