/**
 * The animations editors can pick for a section. The names are AOS's own, so
 * markup written for AOS keeps working; `none` leaves the section still.
 */
export const AOS_EFFECTS = [
  'fade',
  'fade-up',
  'fade-down',
  'fade-left',
  'fade-right',
  'zoom-in',
  'zoom-in-up',
  'zoom-out',
  'flip-up',
  'slide-up',
] as const

export type AosEffect = (typeof AOS_EFFECTS)[number]

export const AOS_EFFECT_LABELS: Record<AosEffect, string> = {
  fade: 'Fade in',
  'fade-up': 'Fade in, moving up',
  'fade-down': 'Fade in, moving down',
  'fade-left': 'Fade in from the right',
  'fade-right': 'Fade in from the left',
  'zoom-in': 'Zoom in',
  'zoom-in-up': 'Zoom in, moving up',
  'zoom-out': 'Zoom out',
  'flip-up': 'Flip up',
  'slide-up': 'Slide up',
}

export function isAosEffect(value: unknown): value is AosEffect {
  return typeof value === 'string' && (AOS_EFFECTS as readonly string[]).includes(value)
}
