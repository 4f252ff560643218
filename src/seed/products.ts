/**
 * The demo product catalogue: the product categories (one per product line,
 * each tied to its product-line page) and the articles of the 2026 price list
 * as product pages. Prices come from the price list in catalogue.ts, so the
 * product pages, the product-line pages and the brochure always agree.
 * Pure data: seed.ts creates the documents.
 */
import { priceList, productLines, type ProductLine } from './catalogue'
import type { MediaKey, PageKey } from './content'
import { bulletList, paragraph, root, type EditorState } from './lexical'

export type CategoryKey = ProductLine['slug']

export type CategorySpec = { key: CategoryKey; name: string; description: string; page: PageKey; order: number }

const linePage: Record<CategoryKey, PageKey> = {
  'guest-pagers': 'guestPagers',
  'nurse-call': 'nurseCall',
  'staff-paging': 'staffPaging',
  'wireless-call-buttons': 'callButtons',
}

export const categorySpecs: CategorySpec[] = productLines.map((line, order) => ({
  key: line.slug,
  name: line.name,
  description: line.summary,
  page: linePage[line.slug],
  order,
}))

export type ProductSpec = {
  slug: string
  name: string
  sku: string
  category: CategoryKey
  summary: string
  /** Euro cents; null for "price on request". */
  cents: number | null
  unit: string
  images: MediaKey[]
  description: EditorState
  specifications: { label: string; value: string }[]
  related: string[]
  brochure: boolean
}

function cents(article: string): number {
  const line = priceList.flatMap((g) => g.lines).find((l) => l.article === article)
  if (!line) throw new Error(`No price for ${article}`)
  return line.cents
}

type Input = Omit<ProductSpec, 'cents' | 'brochure' | 'description'> & {
  description: string[]
  highlights?: string[]
  onRequest?: boolean
}

const product = (p: Input): ProductSpec => ({
  ...p,
  cents: p.onRequest ? null : cents(p.sku),
  brochure: true,
  description: root(...p.description.map((t) => paragraph(t)), ...(p.highlights ? [bulletList(...p.highlights)] : [])),
})

export const productSpecs: ProductSpec[] = [
  // ------------------------------------------------------------ guest pagers
  product({
    slug: 'gp15-guest-pager-starter-kit',
    name: 'GP15 guest pager starter kit',
    sku: 'OS-GP15',
    category: 'guest-pagers',
    summary:
      'Everything a counter needs to start paging guests: 15 coaster pagers, a charging stack and the T10 keypad transmitter.',
    unit: 'kit',
    images: ['pagerKit15', 'coasterPager', 'restaurant'],
    description: [
      'The kit most self-service restaurants start with. Guests take a numbered pager with their order; when the food is ready, the cook or the counter keys in the number and the pager flashes, vibrates and beeps until it is picked up.',
      'Pagers go back on the stack to charge: a full day on the counter is about a third of one charge. Add pagers, stacks and a repeater at any time: the transmitter learns a new pager in about a minute.',
    ],
    highlights: [
      '15 coaster pagers CP20, numbered 1 to 15',
      'Charging stack CS15 with 12 V power supply',
      'Keypad transmitter T10',
    ],
    specifications: [
      { label: 'Contents', value: '15 pagers CP20, charging stack CS15, keypad transmitter T10' },
      { label: 'Range', value: 'Up to 150 m indoors, 500 m in open field' },
      { label: 'Battery', value: '36 to 48 hours per charge; full in 3 hours' },
      { label: 'Radio', value: '868 MHz SRD band, EN 300 220' },
      { label: 'Housing', value: 'Splash-proof (IPX4), wipe-clean' },
    ],
    related: ['cp20-coaster-pager', 'cs15-charging-stack', 'r1-repeater'],
  }),
  product({
    slug: 'gp30-guest-pager-kit',
    name: 'GP30 guest pager kit',
    sku: 'OS-GP30',
    category: 'guest-pagers',
    summary: 'For busy food courts and canteens: 30 coaster pagers on two charging stacks, with the T10 keypad transmitter.',
    unit: 'kit',
    images: ['pagerKit30', 'coasterPager'],
    description: [
      'Thirty pagers cover a food court stand or a canteen with two service points. The two stacks can stand at different counters: every pager answers the same transmitter.',
    ],
    specifications: [
      { label: 'Contents', value: '30 pagers CP20, two charging stacks CS15, keypad transmitter T10' },
      { label: 'Range', value: 'Up to 150 m indoors, 500 m in open field' },
      { label: 'Battery', value: '36 to 48 hours per charge' },
      { label: 'Pagers per transmitter', value: 'Up to 999' },
    ],
    related: ['gp15-guest-pager-starter-kit', 'cp20-coaster-pager', 'r1-repeater'],
  }),
  product({
    slug: 'cp20-coaster-pager',
    name: 'CP20 coaster pager',
    sku: 'OS-CP20',
    category: 'guest-pagers',
    summary: 'The coaster pager guests carry to their table: LED ring, vibration and buzzer, 99 by 99 mm, splash-proof.',
    unit: 'piece',
    images: ['coasterPager', 'restaurant'],
    description: [
      'A square pager the size of a coaster, with a ring of orange LEDs that is easy to see across a room. It vibrates and beeps as well, and tells the transmitter when it is taken out of range.',
    ],
    specifications: [
      { label: 'Size', value: '99 x 99 x 14 mm' },
      { label: 'Weight', value: '85 g' },
      { label: 'Alerts', value: 'LED ring, vibration, buzzer (each can be switched off)' },
      { label: 'Battery', value: 'Li-ion, 36 to 48 hours per charge' },
      { label: 'Housing', value: 'Splash-proof (IPX4), wipe-clean' },
    ],
    related: ['gp15-guest-pager-starter-kit', 'cs15-charging-stack'],
  }),
  product({
    slug: 'cs15-charging-stack',
    name: 'CS15 charging stack',
    sku: 'OS-CS15',
    category: 'guest-pagers',
    summary: 'Charges up to 15 coaster pagers at once; stacks link together with one power supply each.',
    unit: 'piece',
    images: ['chargingStack', 'coasterPager'],
    description: [
      'Pagers charge through contacts on their underside, so there is no plug to break. A full stack charges in about three hours.',
    ],
    specifications: [
      { label: 'Capacity', value: '15 pagers CP20' },
      { label: 'Power', value: '12 V power supply, 230 V plug (EU)' },
      { label: 'Charging time', value: 'About 3 hours from empty' },
    ],
    related: ['cp20-coaster-pager', 'gp15-guest-pager-starter-kit'],
  }),
  product({
    slug: 'r1-repeater',
    name: 'R1 repeater',
    sku: 'OS-R1',
    category: 'guest-pagers',
    summary: 'Extends the range of any Oproep system by up to 500 m in open field: terraces, car parks, a second floor.',
    unit: 'piece',
    images: ['repeater', 'restaurant'],
    description: [
      'The repeater passes on every call it hears, for pagers, call buttons, watches and nurse call alike. Mount it half way between the transmitter and the far end of the site.',
    ],
    specifications: [
      { label: 'Extra range', value: 'Up to 500 m in open field, about 150 m indoors' },
      { label: 'Power', value: '230 V, with a 4-hour backup battery' },
      { label: 'Works with', value: 'Every Oproep transmitter and receiver' },
    ],
    related: ['gp15-guest-pager-starter-kit', 'sp5-kitchen-paging-kit'],
  }),

  // ------------------------------------------------------------ nurse call
  product({
    slug: 'nc10-nurse-call-starter-set',
    name: 'NC10 nurse call starter set',
    sku: 'OS-NC10',
    category: 'nurse-call',
    summary:
      'Wireless nurse call for ten residents: the G2 gateway, ten WB2 wristbands and two W5 watches for the carers on duty.',
    unit: 'set',
    images: ['nurseCallSet', 'careHome'],
    description: [
      'Residents call with a wristband; the call goes to the watch of the carer on duty with the room number, and moves on to a colleague when nobody accepts it within the time you set.',
      'The gateway logs every call, acceptance and reset for 12 months, so response times per wing and per shift are easy to show to an inspector.',
    ],
    highlights: ['Gateway G2 with 8-hour battery backup', '10 wristband transmitters WB2', '2 watch receivers W5 with chargers'],
    specifications: [
      { label: 'Contents', value: 'Gateway G2, 10 wristbands WB2, 2 watches W5' },
      { label: 'Call points per gateway', value: 'Up to 250' },
      { label: 'Escalation', value: 'To a second watch after a time you set (default 2 minutes)' },
      { label: 'Supervision', value: 'Every device checks in every 10 minutes' },
      { label: 'Radio', value: '869.2 MHz, EN 300 220' },
    ],
    related: ['wb2-wristband-transmitter', 'bp1-bed-push', 'pc1-pull-cord-unit'],
  }),
  product({
    slug: 'wb2-wristband-transmitter',
    name: 'WB2 wristband transmitter',
    sku: 'OS-WB2',
    category: 'nurse-call',
    summary: 'A waterproof wristband with one large call button, worn in the shower and in bed.',
    unit: 'piece',
    images: ['wristband', 'careHome'],
    description: [
      'One large button that is easy to find and press, and a soft strap that residents keep on day and night. A short vibration confirms that the call went through.',
    ],
    specifications: [
      { label: 'Protection', value: 'IP67: waterproof to 1 m for 30 minutes' },
      { label: 'Battery', value: 'Coin cell, about 2 years; low battery reported to the gateway' },
      { label: 'Strap', value: 'Hypoallergenic silicone, two sizes included' },
    ],
    related: ['nc10-nurse-call-starter-set', 'bp1-bed-push'],
  }),
  product({
    slug: 'bp1-bed-push',
    name: 'BP1 bed push',
    sku: 'OS-BP1',
    category: 'nurse-call',
    summary: 'A bed push with a clip and a 1.5 m lead, and a reassurance LED that shows the call was received.',
    unit: 'piece',
    images: ['bedButton', 'careHome'],
    description: ['Clips to the pillow or the bed rail. The LED stays on until a carer resets the call in the room.'],
    specifications: [
      { label: 'Lead', value: '1.5 m to the bed unit' },
      { label: 'Reassurance', value: 'LED lights when the call is received' },
      { label: 'Cleaning', value: 'Sealed, wipeable with alcohol-based disinfectants' },
    ],
    related: ['pc1-pull-cord-unit', 'wb2-wristband-transmitter'],
  }),
  product({
    slug: 'pc1-pull-cord-unit',
    name: 'PC1 pull cord unit',
    sku: 'OS-PC1',
    category: 'nurse-call',
    summary: 'A bathroom pull cord with a 2 m cord and a reset button at the unit.',
    unit: 'piece',
    images: ['pullCord', 'bedButton'],
    description: ['For bathrooms and toilets: the cord reaches the floor, so a resident who has fallen can still call.'],
    specifications: [
      { label: 'Cord', value: '2 m, with red triangle handle' },
      { label: 'Reset', value: 'Button on the unit' },
      { label: 'Protection', value: 'IP44, for bathrooms' },
    ],
    related: ['bp1-bed-push', 'cl1-corridor-light'],
  }),
  product({
    slug: 'cl1-corridor-light',
    name: 'CL1 corridor light',
    sku: 'OS-CL1',
    category: 'nurse-call',
    summary: 'A two-colour light above the door that shows where a call is waiting and where a carer is present.',
    unit: 'piece',
    images: ['corridorLight', 'careHome'],
    description: ['Red for a call, green while a carer is in the room: colleagues see at a glance where help is needed.'],
    specifications: [
      { label: 'Colours', value: 'Red (call) and green (presence)' },
      { label: 'Power', value: 'Mains, 230 V' },
    ],
    related: ['pc1-pull-cord-unit', 'nc10-nurse-call-starter-set'],
  }),

  // ------------------------------------------------------------ staff paging
  product({
    slug: 'sp5-kitchen-paging-kit',
    name: 'SP5 kitchen paging kit',
    sku: 'OS-SP5',
    category: 'staff-paging',
    summary: 'Silent paging from kitchen to floor: the KT20 kitchen transmitter and five W5 watches with their charger.',
    unit: 'kit',
    images: ['kitchenKit', 'watchPager', 'restaurant'],
    description: [
      'The kitchen presses the waiter’s key and the table number; the waiter feels it on the wrist and reads it on the display. No bell at the pass, no shouting.',
    ],
    specifications: [
      { label: 'Contents', value: 'Kitchen transmitter KT20, 5 watches W5, charging cradle' },
      { label: 'Watches per system', value: 'Up to 50' },
      { label: 'Range', value: 'Up to 300 m indoors with one repeater' },
    ],
    related: ['w5-watch-receiver', 'kt20-kitchen-transmitter', 'r1-repeater'],
  }),
  product({
    slug: 'w5-watch-receiver',
    name: 'W5 watch receiver',
    sku: 'OS-W5',
    category: 'staff-paging',
    summary:
      'A watch for staff with a 4-line display and vibration; it keeps the last 99 messages and lasts five days per charge.',
    unit: 'piece',
    images: ['watchPager', 'kitchenKit'],
    description: [
      'The same watch takes calls from the kitchen, from table call buttons and from nurse call, so one watch is enough.',
    ],
    specifications: [
      { label: 'Display', value: '4 lines, backlit' },
      { label: 'Memory', value: 'Last 99 messages' },
      { label: 'Battery', value: 'Up to 5 days at 10 hours a day; magnetic charging' },
    ],
    related: ['sp5-kitchen-paging-kit', 'tb3-table-call-button'],
  }),
  product({
    slug: 'kt20-kitchen-transmitter',
    name: 'KT20 kitchen transmitter',
    sku: 'OS-KT20',
    category: 'staff-paging',
    summary: 'A kitchen transmitter with 20 programmable keys: one per waiter, or one per message.',
    unit: 'piece',
    images: ['kitchenTransmitter', 'kitchenKit'],
    description: ['Wipe-clean keys that work with wet hands; each key can page one watch, a group of watches, or all of them.'],
    specifications: [
      { label: 'Keys', value: '20, programmable' },
      { label: 'Power', value: '230 V, wall or counter mount' },
    ],
    related: ['sp5-kitchen-paging-kit', 'w5-watch-receiver'],
  }),

  // ------------------------------------------------------------ call buttons
  product({
    slug: 'tb3-table-call-button',
    name: 'TB3 table call button',
    sku: 'OS-TB3',
    category: 'wireless-call-buttons',
    summary: 'A table call button with three keys, Call, Bill and Cancel, that runs about two years on one coin cell.',
    unit: 'piece',
    images: ['tableButton', 'wallDisplay'],
    description: [
      'Guests press Call or Bill; the call shows on the waiter’s watch or on the wall display, in the order the calls came in. Cancel takes the call back.',
    ],
    specifications: [
      { label: 'Keys', value: 'Call, Bill, Cancel' },
      { label: 'Size', value: '60 mm across, 16 mm high' },
      { label: 'Battery', value: 'CR2032, about 2 years at 30 presses a day' },
      { label: 'Protection', value: 'IP54' },
    ],
    related: ['d4-wall-display', 'w5-watch-receiver', 'ab1-assistance-button'],
  }),
  product({
    slug: 'ab1-assistance-button',
    name: 'AB1 assistance button',
    sku: 'OS-AB1',
    category: 'wireless-call-buttons',
    summary: 'One button for shops, fitting rooms and toilets that calls staff to where help is needed.',
    unit: 'piece',
    images: ['assistanceButton', 'retailScene'],
    description: ['Mounted on a pillar, a shelf end or a wall; the call names the place, such as “Aisle 3” or “Fitting room 2”.'],
    specifications: [
      { label: 'Mounting', value: 'Screws or adhesive pad' },
      { label: 'Battery', value: 'CR2032, about 2 years' },
    ],
    related: ['tb3-table-call-button', 'd4-wall-display'],
  }),
  product({
    slug: 'd4-wall-display',
    name: 'D4 wall display',
    sku: 'OS-D4',
    category: 'wireless-call-buttons',
    summary: 'A display for the bar or the service desk that shows up to four calls in the order they came in.',
    unit: 'piece',
    images: ['wallDisplay', 'tableButton'],
    description: ['Large digits that can be read from across the room, with a chime that can be switched off.'],
    specifications: [
      { label: 'Calls shown', value: 'Up to 4 at once, oldest first' },
      { label: 'Power', value: '230 V' },
    ],
    related: ['tb3-table-call-button', 'ab1-assistance-button'],
  }),
]
