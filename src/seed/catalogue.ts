/**
 * The demo company's details and price list, shared by the seeded pages and
 * the generated PDF brochure (scripts/make-assets.ts), so that both quote the
 * same article numbers and prices. Everything here is fictional.
 */
import { EUR, formatMoney } from '../core/money/currency'

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
  return formatMoney(cents, EUR)
}

export type PriceLine = { article: string; description: string; unit: string; cents: number }
export type PriceGroup = { heading: string; lines: PriceLine[] }

/** The 2026 price list, excl. VAT, ex works Utrecht. */
export const priceList: PriceGroup[] = [
  {
    heading: 'Guest pagers',
    lines: [
      {
        article: 'OS-GP15',
        description: 'Starter kit: 15 coaster pagers CP20, charging stack, keypad transmitter T10',
        unit: 'kit',
        cents: 48900,
      },
      {
        article: 'OS-GP30',
        description: 'Kit: 30 coaster pagers CP20, two charging stacks, keypad transmitter T10',
        unit: 'kit',
        cents: 89900,
      },
      {
        article: 'OS-CP20',
        description: 'Coaster pager, 99 x 99 mm, LED ring, vibration and buzzer',
        unit: 'piece',
        cents: 2450,
      },
      { article: 'OS-CS15', description: 'Charging stack for 15 pagers, 12 V power supply', unit: 'piece', cents: 11900 },
      { article: 'OS-R1', description: 'Repeater, extends range by up to 500 m in open field', unit: 'piece', cents: 18900 },
    ],
  },
  {
    heading: 'Nurse call',
    lines: [
      {
        article: 'OS-NC10',
        description: 'Starter set: gateway G2, 10 wristband transmitters, 2 watch receivers W5',
        unit: 'set',
        cents: 245000,
      },
      { article: 'OS-WB2', description: 'Wristband transmitter with call button, IP67', unit: 'piece', cents: 6900 },
      { article: 'OS-BP1', description: 'Bed push with clip and 1.5 m lead to bed unit', unit: 'piece', cents: 5400 },
      { article: 'OS-PC1', description: 'Pull cord unit with 2 m cord and reset button', unit: 'piece', cents: 7900 },
      { article: 'OS-CL1', description: 'Corridor light, two colours, mains powered', unit: 'piece', cents: 11400 },
    ],
  },
  {
    heading: 'Staff paging',
    lines: [
      {
        article: 'OS-SP5',
        description: 'Kitchen kit: 20-key transmitter KT20, 5 watch receivers W5, charger',
        unit: 'kit',
        cents: 119500,
      },
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
      {
        article: 'SV-INST',
        description: 'Installation and commissioning on site (NL, BE, LU), per day',
        unit: 'day',
        cents: 69500,
      },
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

export type ProductLine = {
  slug: 'guest-pagers' | 'nurse-call' | 'staff-paging' | 'wireless-call-buttons'
  name: string
  /** One sentence for cards and the brochure. */
  summary: string
  /** Key facts, each a short line. */
  specs: string[]
  /** The article whose price is quoted as "from". */
  fromArticle: string
  fromLabel: string
  image: string
}

/** The four product lines, as the site and the brochure describe them. */
export const productLines: ProductLine[] = [
  {
    slug: 'guest-pagers',
    name: 'Guest pagers',
    summary:
      'Coaster pagers for self-service restaurants, food courts and takeaway counters: the guest takes a pager, sits down, and it flashes and vibrates when the order is ready.',
    specs: [
      'Coaster pager CP20: 99 x 99 x 14 mm, LED ring, vibration and buzzer',
      'Range up to 150 m indoors and 500 m in open field; repeater R1 adds up to 500 m',
      'Li-ion battery: 36 to 48 hours per charge, full in 3 hours in the charging stack',
      'Up to 999 pagers per transmitter; stacks of 15 pagers, stackable',
      'Splash-proof housing (IPX4), wipe-clean with the usual kitchen disinfectants',
    ],
    fromArticle: 'OS-GP15',
    fromLabel: 'Starter kit with 15 pagers',
    image: 'product-coaster-pager',
  },
  {
    slug: 'nurse-call',
    name: 'Nurse call',
    summary:
      'Wireless nurse call for care homes, assisted living and small clinics: wristbands, bed pushes and pull cords that send a call straight to the watch of the carer on duty.',
    specs: [
      'Gateway G2: up to 250 call points, 8-hour battery backup',
      'Wristband transmitter WB2: IP67, coin cell lasts about 2 years',
      'Bed push BP1 with reassurance LED; pull cord PC1 with reset at the unit',
      'Calls escalate to a second watch when not accepted within a time you set',
      'Every device checks in every 10 minutes; a missing one raises a technical alarm',
      'Call log kept on the gateway for 12 months, exportable as CSV',
    ],
    fromArticle: 'OS-NC10',
    fromLabel: 'Starter set for 10 residents',
    image: 'product-nurse-call-wristband',
  },
  {
    slug: 'staff-paging',
    name: 'Staff paging',
    summary:
      'Silent paging from the kitchen to the floor: one press on the kitchen transmitter and the right waiter feels it on the wrist, with the table number on the display.',
    specs: [
      'Kitchen transmitter KT20 with 20 programmable keys',
      'Watch receiver W5: 4-line display, keeps the last 99 messages',
      'Up to 5 days per charge at 10 hours of use a day; magnetic charging cradle',
      'Up to 50 watches per system; works with table call buttons and nurse call',
      'Range up to 300 m indoors with one repeater, terraces included',
    ],
    fromArticle: 'OS-SP5',
    fromLabel: 'Kitchen kit with 5 watches',
    image: 'product-staff-watch-pager',
  },
  {
    slug: 'wireless-call-buttons',
    name: 'Wireless call buttons',
    summary:
      'Table call buttons for restaurants and hotels, and assistance buttons for shops, fitting rooms and toilets, that call staff on a watch or a wall display.',
    specs: [
      'Table call button TB3: Call, Bill and Cancel; 60 mm across, 16 mm high',
      'CR2032 battery lasts about 2 years at 30 presses a day',
      'IP54: wipeable and fine on a covered terrace',
      'Wall display D4 shows up to 4 calls in the order they came in',
      'Range up to 100 m indoors and 300 m in open field; up to 999 buttons per receiver',
    ],
    fromArticle: 'OS-TB3',
    fromLabel: 'Per table call button',
    image: 'product-table-call-button',
  },
]

/** The radio and compliance facts every product line shares. */
export const radioFacts = [
  'Radio: 868 MHz SRD band (869.2 MHz for nurse call), tested to EN 300 220',
  'EMC: EN 301 489-1 and -3; electrical safety: EN 62368-1',
  'CE marked under the Radio Equipment Directive 2014/53/EU; RoHS and WEEE registered',
] as const
