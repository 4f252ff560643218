import { type CurrencyConfig, EUR, formatMoney } from '../money/currency'

/**
 * A product's price as editors enter it (euros, at most two decimals) turned
 * into integer cents, or null for "price on request". Rounding absorbs the
 * binary fraction of amounts such as 19.9 (19.899999…).
 */
export function priceCents(price: number | null | undefined): number | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) return null
  return Math.round(price * 100)
}

export type PriceDisplay = {
  /** `489,00 €`, or "Price on request". */
  amount: string
  /** `per kit`, empty when there is no price or no unit. */
  unit: string
  /** `excl. VAT`, empty when there is no price or no note. */
  note: string
  onRequest: boolean
}

/** How a product's price reads on its page, its card and in search results. */
export function displayPrice(
  input: { price?: number | null; priceUnit?: string | null; priceNote?: string | null },
  currency: CurrencyConfig = EUR,
): PriceDisplay {
  const cents = priceCents(input.price)
  if (cents === null) return { amount: 'Price on request', unit: '', note: '', onRequest: true }
  const unit = input.priceUnit?.trim()
  return {
    amount: formatMoney(cents, currency),
    unit: unit ? `per ${unit}` : '',
    note: input.priceNote?.trim() ?? '',
    onRequest: false,
  }
}

/** Schema.org wants a plain decimal with a dot, whatever the site's own notation: 48900 -> "489.00". */
export function schemaPrice(cents: number, decimals = EUR.decimals): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`A price must be a whole number of cents (got ${cents})`)
  const scale = 10 ** decimals
  const fraction = decimals > 0 ? `.${String(cents % scale).padStart(decimals, '0')}` : ''
  return `${Math.floor(cents / scale)}${fraction}`
}
