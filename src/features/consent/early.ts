import { CONSENT_COOKIE, DECISION_PATTERN, DENIED_SIGNALS } from '../../core/consent/decision'
import { GPC_COOKIE } from '../../core/consent/gpc'

/** On the root when the notice must ask (no valid choice stored, no Global Privacy Control). */
export const ASK_CLASS = 'cn-ask'
/** On the root once a choice is known: the revoke button may show. */
export const DONE_CLASS = 'cn-done'
/** On the root while the notice hides after a choice. */
export const HIDING_CLASS = 'cn-hiding'
/** On the root when scripts run: the footer's "Cookie settings" link works only then. */
export const JS_CLASS = 'cn-js'

/**
 * Runs first in <body>, before any tag could load: Google Consent Mode v2
 * defaults to denied for all four signals, and the notice is shown or not from
 * the cookie, in the browser. Pages come from a shared cache, so the decision is
 * never in the HTML; deciding here, before the first paint, keeps the notice from
 * flashing up for visitors who already chose. A constant: the serving layer
 * stamps this response's nonce into it.
 */
export const CONSENT_EARLY_SCRIPT =
  `(function(w,d){var r=d.documentElement,c=d.cookie;` +
  `w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};` +
  `w.gtag('consent','default',${JSON.stringify(DENIED_SIGNALS)});` +
  `var m=/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/.exec(c);` +
  `var g=w.navigator.globalPrivacyControl===true||/(?:^|;\\s*)${GPC_COOKIE}=1(?:;|$)/.test(c);` +
  `r.classList.add('${JS_CLASS}',g||(m&&${DECISION_PATTERN.toString()}.test(m[1]))?'${DONE_CLASS}':'${ASK_CLASS}')` +
  `})(window,document)`
