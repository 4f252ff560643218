/** The pricing script's timings (spec section 9). */

/** The total is recalculated this long after the last change. */
export const TOTAL_DEBOUNCE_MS = 50

/** Calculations run this long after typing stops. */
export const CALCULATION_DELAY_MS = 345

/** Logged when the server says the page's product configuration is not the current one. */
export const CONFIG_INVALID_MESSAGE =
  'There was an unknown error processing your request. Product config could not be validated. Please try again.'
