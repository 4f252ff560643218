/**
 * The demo company's details and price list, shared by the seeded pages and
 * the generated PDF brochure (scripts/make-assets.ts), so that both quote the
 * same article numbers and prices. Everything here is fictional.
 */

export const company = {
  legalName: 'Oproep Systems B.V.',
  name: 'Oproep Systems',
  tagline: 'Paging and call systems for hospitality, care and retail',
  street: 'Kanaalweg 14',
  postcode: '3526 KL',
  city: 'Utrecht',
  country: 'the Netherlands',
  phone: '+31 30 700 41 20',
  phoneHref: 'tel:+31307004120',
  email: 'info@oproep.example',
  privacyEmail: 'privacy@oproep.example',
  supportEmail: 'support@oproep.example',
  kvk: '71234567',
  vat: 'NL862345678B01',
  founded: 2009,
} as const

export const addressLines = [company.legalName, company.street, `${company.postcode} ${company.city}`, 'The Netherlands'] as const

/**
 * Formats an amount in euro cents the way our price lists write it:
 * dot for thousands, comma for decimals, the symbol after a space: `1.234,56 €`.
 */
export function euro(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`euro() takes whole cents, got ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = Math.floor(abs / 100)
  const rest = String(abs % 100).padStart(2, '0')
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${grouped},${rest} €`
}

export type PriceLine = { article: string; description: string; unit: string; cents: number }
export type PriceGroup = { heading: string; lines: PriceLine[] }

/** The 2026 price list, excl. VAT, ex works Utrecht. */
export const priceList: PriceGroup[] = [
  {
    heading: 'Guest pagers',
    lines: [
      { article: 'OS-GP15', description: 'Starter kit: 15 coaster pagers CP20, charging stack, keypad transmitter T10', unit: 'kit', cents: 48900 },
      { article: 'OS-GP30', description: 'Kit: 30 coaster pagers CP20, two charging stacks, keypad transmitter T10', unit: 'kit', cents: 89900 },
      { article: 'OS-CP20', description: 'Coaster pager, 99 x 99 mm, LED ring, vibration and buzzer', unit: 'piece', cents: 2450 },
      { article: 'OS-CS15', description: 'Charging stack for 15 pagers, 12 V power supply', unit: 'piece', cents: 11900 },
      { article: 'OS-R1', description: 'Repeater, extends range by up to 500 m in open field', unit: 'piece', cents: 18900 },
    ],
  },
  {
    heading: 'Nurse call',
    lines: [
      { article: 'OS-NC10', description: 'Starter set: gateway G2, 10 wristband transmitters, 2 watch receivers W5', unit: 'set', cents: 245000 },
      { article: 'OS-WB2', description: 'Wristband transmitter with call button, IP67', unit: 'piece', cents: 6900 },
      { article: 'OS-BP1', description: 'Bed push with clip and 1.5 m lead to bed unit', unit: 'piece', cents: 5400 },
      { article: 'OS-PC1', description: 'Pull cord unit with 2 m cord and reset button', unit: 'piece', cents: 7900 },
      { article: 'OS-CL1', description: 'Corridor light, two colours, mains powered', unit: 'piece', cents: 11400 },
    ],
  },
  {
    heading: 'Staff paging',
    lines: [
      { article: 'OS-SP5', description: 'Kitchen kit: 20-key transmitter KT20, 5 watch receivers W5, charger', unit: 'kit', cents: 119500 },
      { article: 'OS-W5', description: 'Watch receiver, 4-line display, vibration, 5-day battery', unit: 'piece', cents: 14900 },
      { article: 'OS-KT20', description: 'Kitchen transmitter with 20 programmable keys', unit: 'piece', cents: 34500 },
    ],
  },
  {
    heading: 'Wireless call buttons',
    lines: [
      { article: 'OS-TB3', description: 'Table call button: Call, Bill, Cancel', unit: 'piece', cents: 1990 },
      { article: 'OS-TB3-20', description: 'Pack of 20 table call buttons TB3', unit: 'pack', cents: 37900 },
      { article: 'OS-AB1', description: 'Assistance button for shops, fitting rooms and toilets', unit: 'piece', cents: 3900 },
      { article: 'OS-D4', description: 'Wall display receiver, shows 4 calls, 230 V', unit: 'piece', cents: 24900 },
    ],
  },
  {
    heading: 'Services',
    lines: [
      { article: 'SV-INST', description: 'Installation and commissioning on site (NL, BE, LU), per day', unit: 'day', cents: 69500 },
      { article: 'SV-SURV', description: 'Radio site survey for nurse call, up to 80 rooms', unit: 'survey', cents: 39500 },
      { article: 'SV-LOAN', description: 'Demo kit on loan for 14 days, returned free of charge', unit: 'loan', cents: 0 },
    ],
  },
]

export function price(article: string): string {
  for (const group of priceList) {
    const line = group.lines.find((l) => l.article === article)
    if (line) return line.cents === 0 ? 'free of charge' : euro(line.cents)
  }
  throw new Error(`No price for ${article}`)
}
