/**
 * When a protected e-mail address may be shown (features/antispam: EmailGuard, client/emails.ts,
 * the `decode_email` endpoint), and how the decoder's popup comes and goes.
 *
 * A person gives some sign of being there: a pointer, a touch, a key, focus or a scroll; a reader
 * who only looks gives none, so a short idle time after the page has loaded counts too. The
 * browser asks for its page token when the page has loaded and decodes after the idle time; the
 * server checks the token's age, so a caller that skips the wait gets nothing.
 */
import { interacted, type ClientSignals } from './signals'
import type { TokenCheck } from './token'

/** The idle time after load after which addresses are shown without any interaction. */
export const REVEAL_IDLE_MS = 2_000

/**
 * Whether `decode_email` answers: a good page token, and either some interaction in what the
 * script saw or a token at least the idle time old. (The token's issue time is kept in whole
 * seconds, so its age can read up to a second more than it is: the browser waits the idle time
 * after the token arrived, which is never less.)
 */
export function mayReveal(token: TokenCheck, signals: ClientSignals | null): boolean {
  if (token.status !== 'valid') return false
  if (signals && interacted(signals)) return true
  return token.ageMs >= REVEAL_IDLE_MS
}

/** The events that are a sign of a person without a pointer or with one (EmailGuard listens for these). */
export const REVEAL_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const

/** Spec section 9: the decoder's popup shows for 3 s ("Email decode popup wait")… */
export const POPUP_WAIT_MS = 3_000
/** …then closes over the 1,000 ms "Popup close delay" before it is gone. */
export const POPUP_CLOSE_MS = 1_000

export type PopupStep = { state: 'open' | 'closing' | 'gone'; at: number }

/** The popup's life from the moment it opens: open, closing after the wait, gone after the close delay. */
export function popupSteps(): PopupStep[] {
  return [
    { state: 'open', at: 0 },
    { state: 'closing', at: POPUP_WAIT_MS },
    { state: 'gone', at: POPUP_WAIT_MS + POPUP_CLOSE_MS },
  ]
}
