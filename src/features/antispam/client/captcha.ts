/**
 * The captcha widgets of a form (spec sections 3, 7 and 8). Each `[data-sp-captcha]` place the
 * server rendered gets the provider's widget; its response token goes into the hidden field
 * `g-recaptcha-response`. ALTCHA (the default) is self-hosted: the widget fetches a challenge
 * from this site, solves it in a worker and hands over the payload.
 *
 * At submit every provider produces its token the same way (core/antispam/captcha-wait.ts):
 * an invisible widget is executed (`turnstile.execute`, `hcaptcha.execute`,
 * `grecaptcha.execute`, ALTCHA's `verify()`), a visible one is read or waited for, reCAPTCHA v3
 * is executed with the `submit` action; the callback is awaited for at most a minute. A token
 * serves one submission (providers and our server refuse a second use), so after each post
 * the widget is reset. If a widget cannot start, the console says so and the place is flagged
 * (`data-sp-captcha-state="error"`, with a message); the submit is then refused with a message.
 */
import { CAPTCHA_CLIENT_MESSAGES, waitForToken, type TokenOutcome } from '../../../core/antispam/captcha-wait'
import { REQUEST_TIMEOUT_MS } from '../../../core/antispam/client-request'

export type CaptchaHandle = {
  /** Puts a fresh token in place (executing invisible widgets): null when done, else the message to show. */
  ready: () => Promise<string | null>
  /** After a post: the token is spent, the widget starts over. */
  reset: () => void
  isConnected: () => boolean
  dispose: () => void
}

type Provider = 'altcha' | 'turnstile' | 'hcaptcha' | 'recaptcha-v2' | 'recaptcha-v3'
type CaptchaConfig = { provider: Provider; siteKey: string; challengeUrl: string }

/** A mounted widget: how to get a token now, and how to start over. */
type Widget = { token: () => Promise<TokenOutcome>; reset: () => void }

export const CAPTCHA_INIT_ERROR = 'Anti-spam: the captcha could not be started.'
export const CAPTCHA_TOKEN_ERROR = 'Anti-spam: the captcha gave no token.'

/** Each provider's script, loaded only for the provider in use (the CSP allows only its hosts). */
export const PROVIDER_SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
  'recaptcha-v2': 'https://www.google.com/recaptcha/api.js?render=explicit',
  'recaptcha-v3': 'https://www.google.com/recaptcha/api.js?render=',
} as const

let configPromise: Promise<CaptchaConfig> | null = null

function captchaConfig(): Promise<CaptchaConfig> {
  configPromise ??= fetch('/api/antispam/v1/captcha', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    // The same 15 000 ms as every anti-spam request (spec section 9).
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
    .then(async (res) => {
      if (!res.ok) throw new Error(`captcha settings: ${res.status}`)
      const json = (await res.json()) as { data?: CaptchaConfig }
      if (!json.data?.provider) throw new Error('captcha settings: no provider')
      return json.data
    })
    .catch((err: unknown) => {
      configPromise = null
      throw err
    })
  return configPromise
}

function flagFailure(place: HTMLElement, error: unknown) {
  console.error(CAPTCHA_INIT_ERROR, error)
  place.dataset.spCaptchaState = 'error'
  place.classList.add('gform-captcha--error')
  if (!place.querySelector('.gform-captcha__error')) {
    const p = document.createElement('p')
    p.className = 'gform-captcha__error'
    p.setAttribute('role', 'alert')
    p.textContent = CAPTCHA_CLIENT_MESSAGES.unavailable
    place.append(p)
  }
}

function clearFailure(place: HTMLElement) {
  place.classList.remove('gform-captcha--error')
  place.querySelector('.gform-captcha__error')?.remove()
}

function hiddenInput(place: HTMLElement): HTMLInputElement {
  let input = place.querySelector<HTMLInputElement>('input[name="g-recaptcha-response"]')
  if (!input) {
    input = document.createElement('input')
    input.type = 'hidden'
    input.name = 'g-recaptcha-response'
    place.append(input)
  }
  return input
}

const scriptNonce = () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''

const loaded = new Map<string, Promise<void>>()
function loadScript(src: string): Promise<void> {
  let p = loaded.get(src)
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script')
      s.src = src
      s.async = true
      s.nonce = scriptNonce()
      s.onload = () => resolve()
      s.onerror = () => {
        // A later attempt (the next submit) may load it.
        loaded.delete(src)
        s.remove()
        reject(new Error(`could not load ${src}`))
      }
      document.head.append(s)
    })
    loaded.set(src, p)
  }
  return p
}

type AltchaElement = HTMLElement & { verify?: () => Promise<unknown>; reset?: () => void }

async function mountAltcha(
  place: HTMLElement,
  config: CaptchaConfig,
  invisible: boolean,
  input: HTMLInputElement,
): Promise<Widget> {
  await import('altcha')
  const widget = document.createElement('altcha-widget') as AltchaElement
  widget.setAttribute('challenge', config.challengeUrl)
  // The widget's own field is not posted: its payload goes into g-recaptcha-response (spec section 3).
  widget.setAttribute('name', 'sp_altcha')
  widget.setAttribute('hidefooter', '')
  if (invisible) {
    // Solved by token() calling verify(): the widget's own `auto="onsubmit"` would submit
    // the form again itself, around the forms script.
    widget.setAttribute('display', 'invisible')
  } else {
    widget.setAttribute('type', 'checkbox')
  }
  let waiter: ((o: TokenOutcome) => void) | null = null
  widget.addEventListener('statechange', (e) => {
    const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail
    if (detail.state === 'verified' && detail.payload) {
      input.value = detail.payload
      waiter?.({ ok: true, token: detail.payload })
    } else if (detail.state === 'error') {
      input.value = ''
      waiter?.({ ok: false, reason: 'error' })
    } else if (detail.state === 'expired' || detail.state === 'unverified') {
      input.value = ''
    }
  })
  place.prepend(widget)
  return {
    token: () =>
      input.value
        ? Promise.resolve({ ok: true, token: input.value })
        : waitForToken(async (done) => {
            waiter = done
            // Proof of work needs no person: a visible checkbox not ticked yet is solved the same way.
            await widget.verify?.()
            if (input.value) done({ ok: true, token: input.value })
          }).finally(() => (waiter = null)),
    reset: () => {
      input.value = ''
      widget.reset?.()
    },
  }
}

/** What Turnstile, hCaptcha and reCAPTCHA v2 have in common: widgets by id. */
type WidgetApi = {
  render: (el: HTMLElement, options: Record<string, unknown>) => string | number
  execute: (id?: string | number, options?: unknown) => unknown
  reset: (id?: string | number) => void
  getResponse: (id?: string | number) => string | undefined | null
  ready?: (fn: () => void) => void
}

type V3Api = { ready: (fn: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> }

function api<T>(name: string): T {
  const found = (window as unknown as Record<string, unknown>)[name]
  if (!found) throw new Error(`the ${name} script did not define ${name}`)
  return found as T
}

/** reCAPTCHA's api.js loads its real code itself: ready() says when. Bounded like a request. */
function whenReady(api: { ready?: (fn: () => void) => void }): Promise<void> {
  if (typeof api.ready !== 'function') return Promise.resolve()
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the captcha script did not get ready')), REQUEST_TIMEOUT_MS)
    api.ready!(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

async function mountWidget(
  place: HTMLElement,
  config: CaptchaConfig & { provider: 'turnstile' | 'hcaptcha' | 'recaptcha-v2' },
  invisible: boolean,
  input: HTMLInputElement,
): Promise<Widget> {
  const global = config.provider === 'recaptcha-v2' ? 'grecaptcha' : config.provider
  await loadScript(PROVIDER_SCRIPTS[config.provider])
  const w = api<WidgetApi>(global)
  // Only reCAPTCHA loads its code in a second step; Turnstile's ready() throws for a script loaded async.
  if (config.provider === 'recaptcha-v2') await whenReady(w)
  const holder = document.createElement('div')
  place.prepend(holder)
  let waiter: ((o: TokenOutcome) => void) | null = null
  const options: Record<string, unknown> = {
    sitekey: config.siteKey,
    callback: (token: string) => {
      input.value = token
      waiter?.({ ok: true, token })
    },
    'error-callback': () => {
      input.value = ''
      waiter?.({ ok: false, reason: 'error' })
    },
    'expired-callback': () => {
      input.value = ''
    },
  }
  if (invisible) {
    // Turnstile: run only when executed, shown only if it needs the visitor; the others: invisible size.
    if (config.provider === 'turnstile') Object.assign(options, { execution: 'execute', appearance: 'interaction-only' })
    else options.size = 'invisible'
  }
  const id = w.render(holder, options)
  return {
    token: () => {
      const current = w.getResponse(id) || input.value
      if (current) {
        input.value = current
        return Promise.resolve({ ok: true, token: current })
      }
      return waitForToken((done) => {
        waiter = done
        if (invisible) w.execute(id)
        // A visible Turnstile solves itself; hCaptcha's and reCAPTCHA's checkbox needs the visitor first.
        else if (config.provider !== 'turnstile') done({ ok: false, reason: 'incomplete' })
      }).finally(() => (waiter = null))
    },
    reset: () => {
      input.value = ''
      w.reset(id)
    },
  }
}

async function mountV3(config: CaptchaConfig, input: HTMLInputElement): Promise<Widget> {
  await loadScript(`${PROVIDER_SCRIPTS['recaptcha-v3']}${encodeURIComponent(config.siteKey)}`)
  const g = api<V3Api>('grecaptcha')
  await whenReady(g)
  return {
    // v3 has no widget: each submit executes the `submit` action for a new token.
    token: () =>
      waitForToken(async (done) => {
        const token = await g.execute(config.siteKey, { action: 'submit' })
        input.value = token
        done({ ok: true, token })
      }),
    reset: () => {
      input.value = ''
    },
  }
}

function mount(place: HTMLElement, config: CaptchaConfig, invisible: boolean, input: HTMLInputElement): Promise<Widget> {
  switch (config.provider) {
    case 'altcha':
      return mountAltcha(place, config, invisible, input)
    case 'recaptcha-v3':
      return mountV3(config, input)
    case 'turnstile':
    case 'hcaptcha':
    case 'recaptcha-v2':
      return mountWidget(place, { ...config, provider: config.provider }, invisible, input)
  }
}

export function mountCaptchas(root: HTMLElement): CaptchaHandle[] {
  return [...root.querySelectorAll<HTMLElement>('[data-sp-captcha]')]
    .filter((place) => place.dataset.spCaptchaState === undefined)
    .map((place) => {
      place.dataset.spCaptchaState = 'waiting'
      const invisible = place.dataset.spCaptcha === 'invisible'
      const input = hiddenInput(place)
      // The widget (ALTCHA's is some 70 KB) loads when the visitor starts on the form, or at submit
      // at the latest, so a page with a form stays within its script budget until then.
      let started: Promise<Widget | null> | null = null
      let widget: Widget | null = null
      const form = place.closest('form') ?? root
      const begin = () =>
        captchaConfig()
          .then((config) => mount(place, config, invisible, input))
          .then((mounted) => {
            place.dataset.spCaptchaState = 'ready'
            clearFailure(place)
            widget = mounted
            return mounted
          })
          .catch((err: unknown) => {
            flagFailure(place, err)
            // The next submit tries again (a script blocked once may load then).
            started = null
            return null
          })
      const start = () => (started ??= begin())
      const onFirst = () => {
        form.removeEventListener('focusin', onFirst)
        form.removeEventListener('pointerdown', onFirst)
        void start()
      }
      form.addEventListener('focusin', onFirst)
      form.addEventListener('pointerdown', onFirst)
      return {
        ready: async () => {
          const mounted = await start()
          if (!mounted) return CAPTCHA_CLIENT_MESSAGES.unavailable
          const outcome = await mounted.token()
          if (outcome.ok) return null
          console.error(CAPTCHA_TOKEN_ERROR, outcome.reason)
          // A failed or expired attempt starts over, so the next submit gets a fresh challenge.
          if (outcome.reason !== 'incomplete') mounted.reset()
          return CAPTCHA_CLIENT_MESSAGES[outcome.reason]
        },
        reset: () => widget?.reset(),
        isConnected: () => place.isConnected,
        dispose: () => {
          form.removeEventListener('focusin', onFirst)
          form.removeEventListener('pointerdown', onFirst)
        },
      }
    })
}
