import { createHmac } from 'node:crypto'

import { publicForm } from '../../core/forms/markup'
import type { Form } from '../../core/forms/types'

/**
 * What a config signature covers: the public form (its products, prices and formulas). The
 * page carries it; `gform_validate_config` tells the browser whether the form it shows is
 * still the form the server prices with (a page cached before a price change is not).
 */
export function configHash(secret: string, form: Form): string {
  return createHmac('sha256', secret)
    .update(`gform_config:${JSON.stringify(publicForm(form))}`)
    .digest('base64url')
}
