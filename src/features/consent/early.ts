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

/** On the notice's buttons: the choice a click before the page's scripts started makes once they have. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice'
export type EarlyChoice = 'refuse' | 'accept' | 'close' | 'settings'
/** `window` keys shared with CookieNotice: the early click's choice, and that the notice has started. */
export const PENDING_KEY = '__spConsentPending'
export const READY_KEY = '__spConsentReady'

/**
 * Runs first in <body>, before any tag could load: Google Consent Mode v2
 * defaults to denied for all four signals, and the notice is shown or not from
 * the cookie, in the browser. Pages come from a shared cache, so the decision is
 * never in the HTML; deciding here, before the first paint, keeps the notice from
 * flashing up for visitors who already chose. The notice is on screen before React
 * has started on a slow phone, so a click on one of its buttons before then is kept
 * (`PENDING_KEY`) and made by the notice when it starts, instead of being lost.
 * A constant: the serving layer stamps this response's nonce into it.
 */
export const CONSENT_EARLY_SCRIPT =
  `(function(w,d){var r=d.documentElement,c=d.cookie;` +
  `w.dataLayer=w.dataLayer||[];w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};` +
  `w.gtag('consent','default',${JSON.stringify(DENIED_SIGNALS)});` +
  `var m=/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/.exec(c);` +
  `var g=w.navigator.globalPrivacyControl===true||/(?:^|;\\s*)${GPC_COOKIE}=1(?:;|$)/.test(c);` +
  `r.classList.add('${JS_CLASS}',g||(m&&${DECISION_PATTERN.toString()}.test(m[1]))?'${DONE_CLASS}':'${ASK_CLASS}');` +
  `d.addEventListener('click',function(e){if(w.${READY_KEY})return;var t=e.target,b=t&&t.closest&&t.closest('[${CHOICE_ATTRIBUTE}]');` +
  `if(b){e.preventDefault();w.${PENDING_KEY}=b.getAttribute('${CHOICE_ATTRIBUTE}')}},true)` +
  `})(window,document)`
