/**
 * The anti-spam guard of one form, used by the forms' browser script: it starts the behaviour
 * collector, asks the server for the form's event token and the pixel URL, mounts the captcha,
 * checks the e-mail fields (a hint when one is left, a refusal before a post), and adds what the
 * server weighs to each submission (`sp_event_token`, `sp_signals`, `sp_session`).
 */
import { SIGNAL_FIELDS } from '../../../core/antispam/signals'
import { mountCaptchas, type CaptchaHandle } from './captcha'
import { startCollector, type Collector } from './collector'
import { loadPixel, refusedBeforePost, watchEmailFields, type Refusal } from './email-checks'
import { request, adoptPageNonce } from './request'

/** The anti-spam nonce the server put in the form's config (`antispam.nonce`). */
function configNonce(formId: number): string {
  try {
    const json = JSON.parse(document.getElementById(`gform_config_${formId}`)?.textContent ?? 'null') as {
      antispam?: { nonce?: unknown }
    } | null
    return typeof json?.antispam?.nonce === 'string' ? json.antispam.nonce : ''
  } catch {
    return ''
  }
}

type TokenAnswer = { event_token: string; cookie_mode: 'none' | 'native' | 'alternative'; freshness: number }

export class FormGuard {
  private readonly collector: Collector
  private token: Promise<string>
  private captchas: CaptchaHandle[] = []

  constructor(
    private readonly wrapper: HTMLElement,
    private readonly formId: number,
  ) {
    adoptPageNonce(configNonce(formId))
    this.collector = startCollector()
    this.token = this.fetchToken()
    void loadPixel()
  }

  /** The existence hint under the form's e-mail fields (`skip`: fields that show a hint of their own). */
  watchEmails(formEl: HTMLFormElement, skip: (input: HTMLInputElement) => boolean): () => void {
    return watchEmailFields(formEl, skip)
  }

  /** "Check email before post" for the e-mail inputs of the page about to be posted: a refusal, or null. */
  checkEmailsBeforePost(inputs: HTMLInputElement[]): Promise<Refusal | null> {
    return refusedBeforePost(inputs)
  }

  private async fetchToken(): Promise<string> {
    const res = await request<TokenAnswer>('event_token', { form_id: this.formId })
    if (!res.ok || typeof res.data?.event_token !== 'string') return ''
    this.collector.configure(res.data.cookie_mode, res.data.freshness)
    return res.data.event_token
  }

  /** After the form's markup changed (a page, errors): captchas in the new markup get their widget. */
  refresh(): void {
    this.captchas = [...this.captchas.filter((c) => c.isConnected()), ...mountCaptchas(this.wrapper)]
  }

  /**
   * Gets each captcha's token for this submission (executing invisible ones). Null when all
   * are in place; otherwise the message the form shows instead of posting.
   */
  async beforeSubmit(): Promise<string | null> {
    const problems = await Promise.all(this.captchas.filter((c) => c.isConnected()).map((c) => c.ready()))
    return problems.find((p) => p !== null) ?? null
  }

  /** The post was sent: its captcha tokens are spent (single use), so the widgets start over. */
  afterSubmit(): void {
    for (const c of this.captchas) if (c.isConnected()) c.reset()
  }

  /** The fields the server's scoring reads, for this submission. */
  async fields(): Promise<[string, string][]> {
    const token = await this.token
    const out: [string, string][] = [[SIGNAL_FIELDS.signals, JSON.stringify(this.collector.snapshot())]]
    if (token) out.push([SIGNAL_FIELDS.token, token])
    if (this.collector.mode === 'alternative') out.push([SIGNAL_FIELDS.session, this.collector.sessionId])
    return out
  }

  /** A submission was stored: the token is spent, so the next one on this page needs a new one. */
  completed(): void {
    this.token = this.fetchToken()
  }

  dispose(): void {
    for (const c of this.captchas) c.dispose()
    this.captchas = []
  }
}
