/**
 * The demo content: Oproep Systems B.V., a fictional Dutch company that sells
 * paging and call systems across Europe. Pure data: nothing here talks to
 * Payload, so it can be checked in unit tests. seed.ts uploads the files and
 * creates the documents in the order given here.
 */
import { addressLines, company, price, priceList, productLines, radioFacts, type ProductLine } from './catalogue'
import type { CategoryKey } from './products'
import {
  bold,
  bulletList,
  heading,
  internalLink,
  lineBreak,
  link,
  orderedList,
  paragraph,
  root,
  type EditorState,
  type InlineInput,
} from './lexical'
import { customerLogos } from './logos'
import {
  guestPagerGallery,
  hashGallery,
  historyGallery,
  homeHeroSlider,
  sectorShowcase,
  testimonialsCarousel,
  type SliderSeed,
} from './sliders'
import type { AosEffect } from '../core/aos/effects'
import type { FeatureIcon } from '../blocks/FeatureGrid/icons'

// ---------------------------------------------------------------- references between documents

export type PageKey =
  | 'home'
  | 'products'
  | 'guestPagers'
  | 'nurseCall'
  | 'staffPaging'
  | 'callButtons'
  | 'solutions'
  | 'hospitality'
  | 'healthcare'
  | 'retail'
  | 'about'
  | 'contact'
  | 'quote'
  | 'dealer'
  | 'downloads'
  | 'privacy'
  | 'cookies'
  | 'faq'
  | 'photoGallery'
  | 'installations'

export type MediaKey =
  | 'companyFilm'
  | 'companyFilmPoster'
  | 'heroHome'
  | 'heroProducts'
  | 'coasterPager'
  | 'wristband'
  | 'bedButton'
  | 'watchPager'
  | 'tableButton'
  | 'restaurant'
  | 'careHome'
  | 'retailScene'
  | 'team'
  | 'office'
  | 'ogDefault'
  | 'logo'
  | 'pagerKit15'
  | 'pagerKit30'
  | 'chargingStack'
  | 'repeater'
  | 'nurseCallSet'
  | 'pullCord'
  | 'corridorLight'
  | 'kitchenKit'
  | 'kitchenTransmitter'
  | 'assistanceButton'
  | 'wallDisplay'
  | 'hospital'
  | 'warehouse'
  | CustomerLogoKey

export type DocumentKey = 'brochure'

export type CustomerLogoKey = (typeof customerLogos)[number]['key']

type Id = number

/** Thrown when content refers to a page that has not been created yet; seed.ts then fills the layout in later. */
export class MissingRef extends Error {
  constructor(readonly key: string) {
    super(`Not created yet: ${key}`)
  }
}

export type FormKey = 'contact' | 'quote' | 'dealer'

export type Refs = {
  page(key: PageKey): Id
  /** A form of the form builder (created first: forms refer to nothing). */
  form(key: FormKey): Id
  media(key: MediaKey): Id
  doc(key: DocumentKey): Id
  /** A product category; throws MissingRef until the categories exist (they refer to pages). */
  category(key: CategoryKey): Id
}

// ---------------------------------------------------------------- uploads

export type MediaSpec = { key: MediaKey; file: string; alt: string; caption?: string }

export const mediaSpecs: MediaSpec[] = [
  // The company film (scripts/make-video.ts): played from the site by the home page's Video block.
  {
    key: 'companyFilm',
    file: 'company-film.mp4',
    alt: 'A 30-second film: a guest takes a pager, the kitchen pages them, a table button calls a waiter’s watch, and a care home call reaches a nurse',
  },
  {
    key: 'companyFilmPoster',
    file: 'company-film-poster.jpg',
    alt: 'Title card of the film: Oproep Systems, paging and call systems for hospitality, care and retail',
  },
  {
    key: 'heroHome',
    file: 'hero-home.jpg',
    alt: 'Illustration of a stack of coaster pagers on their charger, a lit pager, a keypad transmitter, a table call button, a resident’s wristband and a staff watch showing “Table 12, order ready”',
  },
  {
    key: 'heroProducts',
    file: 'hero-products.jpg',
    alt: 'The four product lines on pedestals: guest pagers, a nurse call wristband, a staff watch pager and a table call button',
  },
  {
    key: 'coasterPager',
    file: 'product-coaster-pager.jpg',
    alt: 'A stack of coaster pagers on a charging stack, a keypad transmitter, and a pager whose orange LED ring shows the order is ready',
    caption: 'Coaster pager CP20 with charging stack and keypad transmitter T10',
  },
  {
    key: 'wristband',
    file: 'product-nurse-call-wristband.jpg',
    alt: 'Nurse call wristband transmitter with a large orange call button, waterproof to IP67',
    caption: 'Wristband transmitter WB2',
  },
  {
    key: 'bedButton',
    file: 'product-nurse-call-bed-button.jpg',
    alt: 'A bed push with a teal call button lying on a pillow, and a wall-mounted pull cord unit with a red triangle handle and a reset button',
    caption: 'Bed push BP1 and pull cord unit PC1',
  },
  {
    key: 'watchPager',
    file: 'product-staff-watch-pager.jpg',
    alt: 'Staff watch pager vibrating, its display reading “Table 12, Order ready, Kitchen, pass 2”',
    caption: 'Watch receiver W5',
  },
  {
    key: 'tableButton',
    file: 'product-table-call-button.jpg',
    alt: 'Round table call button with Call, Bill and Cancel keys on a restaurant table next to a cup of coffee',
    caption: 'Table call button TB3',
  },
  {
    key: 'restaurant',
    file: 'solution-restaurant.jpg',
    alt: 'Illustration of a self-service restaurant: a counter with a pager stack and transmitter, and a guest at a table picking up a flashing pager',
  },
  {
    key: 'careHome',
    file: 'solution-care-home.jpg',
    alt: 'Illustration of a care home room with a bed, a pull cord and a corridor light above the door, while a carer receives a call from room 14',
  },
  {
    key: 'retailScene',
    file: 'solution-retail-warehouse.jpg',
    alt: 'Illustration of a shop with shelving, a checkout and an assistance button on a pillar calling staff to aisle 3',
  },
  {
    key: 'team',
    file: 'about-team-office.jpg',
    alt: 'Illustration of the Oproep Systems office: engineers at their desks and a workbench where pagers and call buttons are tested',
  },
  {
    key: 'office',
    file: 'office-utrecht.jpg',
    alt: 'Illustration of the Oproep Systems building on Kanaalweg in Utrecht, beside the canal',
  },
  {
    key: 'ogDefault',
    file: 'og-default.jpg',
    alt: 'Oproep Systems logo with the line “Paging and call systems for hospitality, care and retail”',
  },
  { key: 'logo', file: 'logo.png', alt: 'Oproep Systems' },
  {
    key: 'pagerKit15',
    file: 'product-pager-kit-15.jpg',
    alt: 'A charging stack of numbered coaster pagers, a keypad transmitter and three pagers in a row, number 12 lit orange',
    caption: 'Guest pager starter kit GP15',
  },
  {
    key: 'pagerKit30',
    file: 'product-pager-kit-30.jpg',
    alt: 'Two charging stacks of coaster pagers, a keypad transmitter and pager 22 flashing',
    caption: 'Guest pager kit GP30',
  },
  {
    key: 'chargingStack',
    file: 'product-charging-stack.jpg',
    alt: 'A charging stack with five coaster pagers on it and its power cable',
    caption: 'Charging stack CS15',
  },
  {
    key: 'repeater',
    file: 'product-repeater.jpg',
    alt: 'A white wall-mounted repeater box with an antenna sending signal both ways',
    caption: 'Repeater R1',
  },
  {
    key: 'nurseCallSet',
    file: 'product-nurse-call-set.jpg',
    alt: 'The nurse call starter set: a wristband transmitter, a bed push and a staff watch showing a call from room 14',
    caption: 'Nurse call starter set NC10',
  },
  {
    key: 'pullCord',
    file: 'product-pull-cord.jpg',
    alt: 'A pull cord unit on a bathroom wall, its red cord reaching down to a triangle handle near the floor',
    caption: 'Pull cord unit PC1',
  },
  {
    key: 'corridorLight',
    file: 'product-corridor-light.jpg',
    alt: 'A corridor light above the door of room 14, its orange call lamp lit',
    caption: 'Corridor light CL1',
  },
  {
    key: 'kitchenKit',
    file: 'product-kitchen-paging-kit.jpg',
    alt: 'A kitchen transmitter with numbered keys and two staff watches showing orders from the pass',
    caption: 'Kitchen paging kit SP5',
  },
  {
    key: 'kitchenTransmitter',
    file: 'product-kitchen-transmitter.jpg',
    alt: 'The kitchen transmitter: a splash-proof keypad with 20 numbered call keys',
    caption: 'Kitchen transmitter KT20',
  },
  {
    key: 'assistanceButton',
    file: 'product-assistance-button.jpg',
    alt: 'A wall plate with a large orange assistance button, calling staff to fitting room 3',
    caption: 'Assistance button AB1',
  },
  {
    key: 'wallDisplay',
    file: 'product-wall-display.jpg',
    alt: 'A wall display listing table calls and bill requests, oldest first',
    caption: 'Wall display D4',
  },
  {
    key: 'hospital',
    file: 'installation-hospital.jpg',
    alt: 'Illustration of a hospital ward corridor: patient room doors with corridor lights, a nurses’ station with a call display, and a nurse receiving a call from room 4B-12',
  },
  {
    key: 'warehouse',
    file: 'installation-warehouse.jpg',
    alt: 'Illustration of a warehouse with pallet racks, a loading dock and an order picker told on his watch that a truck has arrived at dock 2',
  },
  ...customerLogos.map((c) => ({ key: c.key, file: `${c.file}.png`, alt: c.name })),
]

export type DocumentSpec = {
  key: DocumentKey
  file: string
  title: string
  description: string
  category: 'brochure' | 'datasheet' | 'manual' | 'certificate'
}

export const documentSpecs: DocumentSpec[] = [
  {
    key: 'brochure',
    file: 'oproep-product-brochure-2026.pdf',
    title: 'Product brochure 2026',
    description: 'All four product lines with the 2026 price list, technical data and service terms. PDF, 4 pages.',
    category: 'brochure',
  },
]

// ---------------------------------------------------------------- click analytics demo

/** The company's web shop: another hostname of the same site, so its links count as cross-hostname clicks. */
export const SHOP_HOST = 'shop.oproep.example'
const CE_MARKING_URL = 'https://europa.eu/youreurope/business/product-requirements/labels-markings/ce-marking/index_en.htm'

/** Affiliate links, counted and sent on by the site; each answers at /go/<slug> and at /recommend/<slug>. */
export const affiliateLinks = [
  {
    slug: 'table-cards',
    label: 'Kaartwerk table cards',
    target: 'https://www.example.com/kaartwerk/table-numbers?ref=oproep',
    notes: 'Printer of laminated table numbers; commission on orders.',
  },
  {
    slug: 'counter-signs',
    label: 'Bordwerk counter signs',
    target: 'https://www.example.com/bordwerk/counter-signs?ref=oproep',
    notes: 'Signs that explain the pagers to guests at the counter; linked from pages as /recommend/counter-signs.',
  },
] as const

// ---------------------------------------------------------------- block helpers

type Style = 'primary' | 'secondary' | 'text'

export type LinkValue =
  | { type: 'page'; page: Id; label: string; newTab: boolean; style?: Style }
  | { type: 'url'; url: string; label: string; newTab: boolean; style?: Style }

const toPage = (page: Id, label: string, style?: Style): LinkValue => ({
  type: 'page',
  page,
  label,
  newTab: false,
  ...(style ? { style } : {}),
})
const toUrl = (url: string, label: string, style?: Style): LinkValue => ({
  type: 'url',
  url,
  label,
  newTab: false,
  ...(style ? { style } : {}),
})

export type Block =
  | {
      blockType: 'hero'
      layout?: 'split' | 'cover'
      eyebrow?: string
      heading: string
      text?: string
      image?: Id
      actions?: LinkValue[]
    }
  | { blockType: 'richText'; content: EditorState; width: 'narrow' | 'wide' }
  | {
      blockType: 'mediaWithText'
      media: Id
      mediaPosition: 'left' | 'right'
      heading?: string
      content: EditorState
      withLink: boolean
      link?: LinkValue
    }
  | { blockType: 'callToAction'; heading: string; text?: string; links: LinkValue[] }
  | { blockType: 'downloads'; heading?: string; documents?: Id[] }
  | {
      blockType: 'featureGrid'
      heading?: string
      intro?: string
      columns: '2' | '3' | '4'
      features: { icon?: FeatureIcon; title: string; text?: string; withLink?: boolean; link?: LinkValue }[]
    }
  | {
      blockType: 'productCards'
      heading?: string
      intro?: string
      source: 'category' | 'selected' | 'all'
      category?: Id
      limit?: number
    }
  | {
      blockType: 'faq'
      heading: string
      intro?: string
      items: { question: string; answer: EditorState }[]
      structuredData: boolean
    }
  | {
      blockType: 'testimonials'
      heading?: string
      items: { quote: string; name: string; role?: string; organisation?: string }[]
    }
  | { blockType: 'logoWall'; heading?: string; logos: { name: string; url?: string; logo: Id }[]; greyscale: boolean }
  | {
      blockType: 'video'
      heading?: string
      source: 'file'
      file: Id
      poster?: Id
      title: string
      caption?: string
    }
  | {
      blockType: 'formEmbed'
      heading?: string
      intro?: string
      form?: Id
      displayTitle?: boolean
      displayDescription?: boolean
    }
  | SliderSeed

const hero = (b: Omit<Extract<Block, { blockType: 'hero' }>, 'blockType'>): Block => ({ blockType: 'hero', ...b })
const text = (content: EditorState, width: 'narrow' | 'wide' = 'narrow'): Block => ({ blockType: 'richText', content, width })
const mediaText = (
  media: Id,
  position: 'left' | 'right',
  headingText: string,
  content: EditorState,
  linkTo?: LinkValue,
): Block => ({
  blockType: 'mediaWithText',
  media,
  mediaPosition: position,
  heading: headingText,
  content,
  withLink: Boolean(linkTo),
  ...(linkTo ? { link: linkTo } : {}),
})
const cta = (headingText: string, body: string, ...links: LinkValue[]): Block => ({
  blockType: 'callToAction',
  heading: headingText,
  text: body,
  links,
})

/** The postal address, one line each, the company name in bold. */
const addressParagraph = () =>
  paragraph(bold(addressLines[0]), ...addressLines.slice(1).flatMap((l): InlineInput[] => [lineBreak(), l]))

const exVat = (article: string) => `${price(article)} excl. VAT`
const tel = () => link(company.phoneHref, company.phone)
const mail = (address: string = company.email) => link(`mailto:${address}`, address)

function priceLines(...articles: string[]): string[] {
  return articles.map((article) => {
    const line = priceList.flatMap((g) => g.lines).find((l) => l.article === article)
    if (!line) throw new Error(`Unknown article ${article}`)
    return `${line.article}, ${line.description.charAt(0).toLowerCase()}${line.description.slice(1)}: ${exVat(article)}`
  })
}

const productLine = (slug: ProductLine['slug']): ProductLine => {
  const found = productLines.find((p) => p.slug === slug)
  if (!found) throw new Error(`Unknown product line ${slug}`)
  return found
}

// ---------------------------------------------------------------- pages

export type Meta = { title: string; description: string; image: MediaKey }

/** Animation on scroll per block; blocks without one use their field's default. */
type Animated = { animation?: 'none' | AosEffect }

const faqBlock = (headingText: string, structuredData: boolean, ...items: [string, string][]): Block => ({
  blockType: 'faq',
  heading: headingText,
  structuredData,
  items: items.map(([question, answer]) => ({ question, answer: root(paragraph(answer)) })),
})

export type PageSpec = {
  key: PageKey
  title: string
  slug: string
  parent?: PageKey
  meta: Meta
  layout: (r: Refs) => (Block & Animated)[]
  /** Opens with a table of contents of its sections. */
  tableOfContents?: boolean
}

const quoteCta = (r: Refs, headingText: string, body: string): Block =>
  cta(
    headingText,
    body,
    toPage(r.page('quote'), 'Request a quote', 'primary'),
    toPage(r.page('contact'), 'Contact us', 'secondary'),
  )

/**
 * Every page, parents before their children. Layouts that refer to pages made
 * later are filled in by seed.ts once those pages exist.
 */
export const pageSpecs: PageSpec[] = [
  // ------------------------------------------------------------ home
  {
    key: 'home',
    title: 'Home',
    slug: 'home',
    meta: {
      title: 'Oproep Systems: guest pagers, nurse call and call buttons',
      description: `Wireless paging and call systems from Utrecht for restaurants, care homes, hotels and shops. Demo kit on loan for 14 days; starter kits from ${exVat('OS-GP15')}.`,
      image: 'heroHome',
    },
    layout: (r) => [
      homeHeroSlider(r, {
        eyebrow: 'Paging and call systems from Utrecht since 2009',
        heading: 'The right person, called at the right moment',
        text: 'Coaster pagers for self-service restaurants, wireless nurse call for care homes, and call buttons for hotels and shops. We design and support every system ourselves and install across Europe.',
      }),
      {
        blockType: 'featureGrid',
        heading: 'Why venues choose Oproep',
        intro:
          'Our systems run in more than 900 restaurants and 260 care homes across Europe. This is what our customers tell us made the difference.',
        columns: '3',
        animation: 'fade-up',
        features: [
          {
            icon: 'check',
            title: 'Try before you buy',
            text: 'We lend a demo kit for 14 days and collect it free of charge if it is not for you.',
          },
          {
            icon: 'truck',
            title: 'Spare parts the same day',
            text: 'Pagers, watches and buttons ordered before 15:00 leave our warehouse the same working day.',
          },
          {
            icon: 'radio',
            title: 'One radio platform',
            text: 'Pagers, buttons, watches and nurse call work together, and with what you add later.',
          },
          {
            icon: 'headset',
            title: 'Engineers on the phone',
            text: 'The people who answer in Dutch, English and German also install and repair.',
          },
          {
            icon: 'battery',
            title: 'Batteries that last',
            text: 'Call buttons run about two years on a coin cell; watches five days per charge.',
          },
          {
            icon: 'shield',
            title: 'A 24/7 fault line for care',
            text: 'Nurse call customers with a service contract reach an engineer day and night.',
            withLink: true,
            link: toPage(r.page('nurseCall'), 'About nurse call'),
          },
        ],
      },
      {
        blockType: 'productCards',
        heading: 'Popular products',
        intro: 'Prices excl. VAT, ex works Utrecht. Every kit can be extended later.',
        source: 'all',
        limit: 4,
        animation: 'fade-up',
      },
      text(
        root(
          heading('h2', 'What we make'),
          paragraph(
            'Four product lines on one radio platform. A table call button can ring the same watch that takes messages from the kitchen, and a care home can use its nurse call watches in the restaurant downstairs.',
          ),
          bulletList(
            [
              internalLink(r.page('guestPagers'), 'Guest pagers'),
              ': coaster pagers that flash and vibrate when the order is ready.',
            ],
            [
              internalLink(r.page('nurseCall'), 'Nurse call'),
              ': wristbands, bed pushes and pull cords for care homes and small clinics.',
            ],
            [
              internalLink(r.page('staffPaging'), 'Staff paging'),
              ': silent messages from the kitchen to a watch on the waiter’s wrist.',
            ],
            [
              internalLink(r.page('callButtons'), 'Wireless call buttons'),
              ': table buttons for restaurants and hotels, assistance buttons for shops and toilets.',
            ],
          ),
        ),
      ),
      mediaText(
        r.media('coasterPager'),
        'left',
        'Guests wait where they like, not at the counter',
        root(
          paragraph(
            'A guest orders, takes a numbered pager and sits down. When the food is ready, your staff key in the number and the pager flashes, vibrates and beeps until it is picked up. No order numbers shouted across the room, no queue at the pass.',
          ),
          paragraph(
            'A starter kit with 15 pagers, a charging stack and a keypad transmitter costs ',
            bold(exVat('OS-GP15')),
            `. Extra pagers are ${price('OS-CP20')} each.`,
          ),
        ),
        toPage(r.page('guestPagers'), 'About guest pagers', 'text'),
      ),
      mediaText(
        r.media('wristband'),
        'right',
        'Nurse call that reaches the carer, wherever they are',
        root(
          paragraph(
            'Residents call with a wristband, a bed push or the pull cord in the bathroom. The call goes straight to the watch of the carer on duty, with the room number, and moves on to a colleague if nobody accepts it within the time you set.',
          ),
          paragraph(
            'Every call, acceptance and reset is logged for 12 months, so you can see response times per wing and per shift.',
          ),
        ),
        toPage(r.page('nurseCall'), 'About nurse call', 'text'),
      ),
      mediaText(
        r.media('tableButton'),
        'left',
        'One press brings a waiter',
        root(
          paragraph(
            'Table call buttons with three keys: Call, Bill and Cancel. The call shows on the waiter’s watch or on a display at the bar, in the order the calls came in. Guests stop waving, and waiters stop checking tables that don’t need them.',
          ),
          paragraph(`Each button runs for about two years on one coin cell and costs ${exVat('OS-TB3')}.`),
        ),
        toPage(r.page('callButtons'), 'About call buttons', 'text'),
      ),
      {
        blockType: 'video',
        heading: 'See it in action',
        source: 'file',
        file: r.media('companyFilm'),
        poster: r.media('companyFilmPoster'),
        title: 'How our paging systems work, in 30 seconds',
        caption:
          'Guests take a pager and find a seat; the kitchen keys in the number and that pager buzzes. Table buttons call a waiter’s watch, and in care homes the same radio brings a nurse to the room.',
        animation: 'zoom-in',
      },
      {
        blockType: 'testimonials',
        heading: 'What our customers say',
        animation: 'fade-up',
        items: [
          {
            quote:
              'The queue at the pass is gone. Guests sit down with a pager and the kitchen calls them when the tray is ready: on a Saturday that is 600 orders without one number shouted.',
            name: 'Sanne de Vries',
            role: 'Operations manager',
            organisation: 'De Kade food hall, Rotterdam',
          },
          {
            quote:
              'Our carers answer calls from the watch, wherever they are on the floor. Response times went from minutes to seconds, and the call log makes the inspection easy.',
            name: 'Pieter Jansen',
            role: 'Facility manager',
            organisation: 'Zorgcentrum Zonnehof, Amersfoort',
          },
          {
            quote:
              'Table buttons on the terrace and watches for the waiters: guests stop waving, and we serve the terrace with one person fewer on quiet days.',
            name: 'Lena Hoffmann',
            role: 'Owner',
            organisation: 'Café Ahoi, Hamburg',
          },
        ],
      },
      {
        blockType: 'logoWall',
        heading: 'Trusted by venues across Europe',
        greyscale: true,
        animation: 'fade',
        logos: customerLogos.map((c) => ({ name: c.name, logo: r.media(c.key) })),
      },
      cta(
        'Tell us about your site',
        'How many tables, beds or checkouts, and on how many floors? We reply within one working day with advice and a quote, and we can send a demo kit.',
        toPage(r.page('quote'), 'Request a quote', 'primary'),
        toUrl(company.phoneHref, `Call ${company.phone}`, 'secondary'),
      ),
    ],
  },

  // ------------------------------------------------------------ products
  {
    key: 'products',
    title: 'Products',
    slug: 'products',
    meta: {
      title: 'Products: guest pagers, nurse call, staff paging, call buttons',
      description:
        'Coaster pagers, wireless nurse call, kitchen-to-floor staff paging and table call buttons on one radio platform, with prices in euros and a demo kit on loan.',
      image: 'heroProducts',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Products',
        heading: 'Four product lines on one radio platform',
        text: 'Every product on these pages works with the others. Start with what you need now and add to it later: transmitters, watches and gateways learn a new device in about a minute.',
        layout: 'cover',
        image: r.media('heroProducts'),
        actions: [
          toPage(r.page('quote'), 'Request a quote', 'primary'),
          toPage(r.page('downloads'), 'Download the brochure', 'secondary'),
        ],
      }),
      ...(
        [
          ['guestPagers', 'guest-pagers', 'coasterPager'],
          ['nurseCall', 'nurse-call', 'wristband'],
          ['staffPaging', 'staff-paging', 'watchPager'],
          ['callButtons', 'wireless-call-buttons', 'tableButton'],
        ] as const
      ).map(([key, slug, image], i) => {
        const line = productLine(slug)
        return mediaText(
          r.media(image),
          i % 2 === 0 ? 'left' : 'right',
          line.name,
          root(paragraph(line.summary), paragraph(bold(`${line.fromLabel}: ${exVat(line.fromArticle)}`))),
          toPage(r.page(key), `More about ${line.name.toLowerCase()}`, 'text'),
        )
      }),
      text(
        root(
          heading('h2', 'Radio and compliance'),
          bulletList(...radioFacts),
          paragraph('Need a data sheet or a declaration of conformity? ', mail(), ' sends it the same day.'),
        ),
      ),
      { blockType: 'downloads', heading: 'Brochure and price list', documents: [r.doc('brochure')] },
      {
        blockType: 'productCards',
        heading: 'All products',
        intro: 'Every article of the 2026 price list, with its specifications. Prices excl. VAT, ex works Utrecht.',
        source: 'all',
        animation: 'fade-up',
      },
      quoteCta(
        r,
        'Not sure which system fits?',
        'Send us a floor plan or a short description of your site. We suggest a system, tell you where repeaters are needed, and quote a fixed price.',
      ),
    ],
  },
  {
    key: 'guestPagers',
    title: 'Guest pagers',
    slug: 'guest-pagers',
    parent: 'products',
    meta: {
      title: 'Guest pagers for self-service restaurants and food courts',
      description: `Coaster pagers that flash and vibrate when an order is ready. Up to 999 pagers per system, 150 m range indoors. Starter kit ${exVat('OS-GP15')}.`,
      image: 'coasterPager',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Guest pagers',
        heading: 'Coaster pagers for self-service restaurants and food courts',
        text: 'The guest takes a pager and sits down. When the order is ready, the pager flashes, vibrates and beeps until it is picked up.',
        image: r.media('coasterPager'),
        actions: [
          toPage(r.page('quote'), 'Request a quote', 'primary'),
          toPage(r.page('contact'), 'Borrow a demo kit', 'secondary'),
        ],
      }),
      guestPagerGallery(r),
      text(
        root(
          heading('h2', 'How it works'),
          orderedList([
            'At the counter, staff hand the guest a pager with the number of the order.',
            'The guest sits down anywhere within range: on the terrace, upstairs, or in the shared seating of a food court.',
            'When the order is ready, staff type the number on the keypad transmitter. The pager flashes its LED ring, vibrates and beeps.',
            'The guest brings the pager back. On the charging stack it is ready for the next order; a full charge takes three hours and lasts 36 to 48 hours.',
          ]),
          heading('h2', 'Specifications'),
          bulletList(...productLine('guest-pagers').specs, 'Radio: 868 MHz SRD band, EN 300 220 and EN 301 489'),
          heading('h3', 'Food courts with several outlets'),
          paragraph(
            'Each outlet gets its own transmitter and its own range of pager numbers, and all outlets share the seating. Up to 999 pagers run on one system; we set up the number ranges before delivery.',
          ),
          heading('h3', 'Pagers that stay in the building'),
          paragraph(
            'An optional exit beacon at each door makes a pager beep when it is carried out. With beacons at the exits, most of our customers lose fewer than two pagers a month.',
          ),
          heading('h3', 'Your own logo'),
          paragraph(
            'From 50 pagers we print your logo and colours on the top label at no extra cost. Allow three weeks for delivery.',
          ),
          heading('h2', 'Prices'),
          bulletList(...priceLines('OS-GP15', 'OS-GP30', 'OS-CP20', 'OS-CS15', 'OS-R1')),
          paragraph('Prices in euros, excluding VAT and shipping. Starter kits ship within two working days.'),
        ),
      ),
      mediaText(
        r.media('restaurant'),
        'right',
        'In a food court with 11 outlets',
        root(
          paragraph(
            'A food court with 620 shared seats runs 11 keypad transmitters, one per outlet, and 440 pagers. One repeater covers the seating on the upper floor. Guests collect from whichever outlet calls them, and nobody queues in front of the counters any more.',
          ),
        ),
        toPage(r.page('hospitality'), 'Pagers and call buttons in hospitality', 'text'),
      ),
      {
        blockType: 'productCards',
        heading: 'Guest pager products',
        intro: 'Prices excl. VAT. Each product page has the full specifications and the brochure.',
        source: 'category',
        category: r.category('guest-pagers'),
        animation: 'fade-up',
      },
      quoteCta(
        r,
        'Order a starter kit, or borrow one first',
        'Starter kits ship within two working days. Not sure about the range in your building? We lend a kit for 14 days, free of charge.',
      ),
    ],
  },
  {
    key: 'nurseCall',
    title: 'Nurse call',
    slug: 'nurse-call',
    parent: 'products',
    meta: {
      title: 'Wireless nurse call for care homes and small clinics',
      description: `Wristbands, bed pushes and pull cords that call the carer’s watch directly, with escalation and a 12-month call log. Starter set ${exVat('OS-NC10')}.`,
      image: 'wristband',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Nurse call',
        heading: 'Wireless nurse call for care homes and small clinics',
        text: 'Residents call from their wrist, their bed or the bathroom. The carer on duty sees the room on a watch and accepts the call with one press.',
        image: r.media('wristband'),
        actions: [toPage(r.page('quote'), 'Plan a site survey', 'primary'), toPage(r.page('contact'), 'Contact us', 'secondary')],
      }),
      text(
        root(
          heading('h2', 'What happens when a resident calls'),
          orderedList([
            'The resident presses the wristband or the bed push, or pulls the cord in the bathroom. A reassurance LED lights to show the call has been received.',
            'The gateway sends the call to the watches of the carers on duty, with the room, the bed and the type of call. The corridor light above the door turns amber.',
            'A carer accepts the call on the watch. If nobody accepts within the time you set, for example three minutes, the call moves on to a second group or to the night coordinator.',
            'The call is reset in the room, at the pull cord unit or the bed unit. That way someone has always been to the resident before a call ends.',
          ]),
          heading('h2', 'Components'),
          bulletList(...productLine('nurse-call').specs),
          heading('h2', 'Planning and installation'),
          paragraph(
            `We start with a radio survey on site (${exVat('SV-SURV')} for up to 80 rooms, deducted from your order). We then plan gateways and repeaters, programme rooms and staff groups before delivery, and install one floor at a time, so the old system keeps working until the new one takes over.`,
          ),
          paragraph(
            'A care home with 40 rooms typically takes two working days to install. Staff training takes an hour per shift and is done on site.',
          ),
          heading('h3', 'What our wireless nurse call is not for'),
          paragraph(
            'Hospital wards that must meet DIN VDE 0834 need a wired nurse call system. Ours suits care homes, assisted living, small clinics and day care. If your building is a borderline case, we will tell you so.',
          ),
          heading('h2', 'Prices'),
          bulletList(...priceLines('OS-NC10', 'OS-WB2', 'OS-BP1', 'OS-PC1', 'OS-CL1')),
          paragraph(
            'Prices in euros, excluding VAT, installation and shipping. Care organisations can also lease the complete system over 36 or 60 months.',
          ),
        ),
      ),
      mediaText(
        r.media('bedButton'),
        'right',
        'Bed push and pull cord',
        root(
          paragraph(
            'The bed push BP1 clips to the bedding and has a large button that can be found without looking. The pull cord unit PC1 goes in bathrooms and toilets: the cord reaches to 10 cm above the floor, so a resident who has fallen can still call.',
          ),
          paragraph('Both are reset only at the unit in the room, never from the watch.'),
        ),
        toPage(r.page('healthcare'), 'Nurse call in care homes', 'text'),
      ),
      {
        blockType: 'productCards',
        heading: 'Nurse call products',
        intro: 'Prices excl. VAT. Each product page has the full specifications and the brochure.',
        source: 'category',
        category: r.category('nurse-call'),
        animation: 'fade-up',
      },
      quoteCta(
        r,
        'Book a radio survey',
        'We survey your building, plan the system and give you a fixed price. The survey fee is deducted from your order.',
      ),
    ],
  },
  {
    key: 'staffPaging',
    title: 'Staff paging',
    slug: 'staff-paging',
    parent: 'products',
    meta: {
      title: 'Staff paging: from the kitchen to the waiter’s wrist',
      description: `Call waiters from the kitchen to a watch: 20-key transmitter, watch receivers with a 4-line display and up to 5 days per charge. Kit ${exVat('OS-SP5')}.`,
      image: 'watchPager',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Staff paging',
        heading: 'Call the floor from the kitchen without a word',
        text: 'One press at the pass, and the right waiter feels it on the wrist, with the table number on the display. The dining room stays quiet.',
        image: r.media('watchPager'),
        actions: [toPage(r.page('quote'), 'Request a quote', 'primary'), toPage(r.page('contact'), 'Contact us', 'secondary')],
      }),
      text(
        root(
          heading('h2', 'How kitchens and care teams use it'),
          bulletList(
            [bold('Order ready.'), ' The chef presses the table or the waiter’s key; the watch shows “Table 12, Order ready”.'],
            [
              bold('Your own messages.'),
              ' Come to the pass, help at the bar, manager to the front: programme up to 20 keys with the messages your team uses.',
            ],
            [bold('Guest calls.'), ' With table call buttons, the same watch shows “Table 12, Bill”.'],
            [
              bold('One watch in care homes.'),
              ' Carers can receive nurse calls and messages from the kitchen on the same watch.',
            ],
          ),
          heading('h2', 'Specifications'),
          bulletList(...productLine('staff-paging').specs),
          heading('h2', 'Prices'),
          bulletList(...priceLines('OS-SP5', 'OS-W5', 'OS-KT20', 'OS-R1')),
          paragraph('Prices in euros, excluding VAT and shipping.'),
        ),
      ),
      mediaText(
        r.media('restaurant'),
        'left',
        'What a restaurant with a terrace needs',
        root(
          paragraph(
            'A restaurant with 120 seats inside and 60 on the terrace typically needs one kitchen transmitter, five to eight watches and one repeater for the terrace. Add table call buttons later and the same watches show guest calls too.',
          ),
        ),
        toPage(r.page('hospitality'), 'Systems for hospitality', 'text'),
      ),
      {
        blockType: 'productCards',
        heading: 'Staff paging products',
        intro: 'Prices excl. VAT. Each product page has the full specifications and the brochure.',
        source: 'category',
        category: r.category('staff-paging'),
        animation: 'fade-up',
      },
      quoteCta(
        r,
        'Try it during a busy service',
        'We lend a kitchen kit with five watches for 14 days. If it doesn’t suit your team, we collect it free of charge.',
      ),
    ],
  },
  {
    key: 'callButtons',
    title: 'Wireless call buttons',
    slug: 'wireless-call-buttons',
    parent: 'products',
    meta: {
      title: 'Wireless call buttons for restaurants, hotels and shops',
      description: `Table call buttons with Call, Bill and Cancel, and assistance buttons for fitting rooms and service desks. About 2 years per battery; from ${exVat('OS-TB3')}.`,
      image: 'tableButton',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Wireless call buttons',
        heading: 'One press, and staff know where they are needed',
        text: 'Table call buttons for restaurants and hotel lounges, and assistance buttons for shops, fitting rooms and service desks.',
        image: r.media('tableButton'),
        actions: [toPage(r.page('quote'), 'Request a quote', 'primary'), toPage(r.page('contact'), 'Contact us', 'secondary')],
      }),
      text(
        root(
          heading('h2', 'Table call buttons'),
          paragraph(
            'The TB3 has three keys. Call asks for a waiter, Bill asks for the bill, and Cancel clears the call once the guest has been helped. The call appears on the waiters’ watches or on a wall display at the bar, with the table number, in the order the calls came in.',
          ),
          paragraph(
            'The buttons stick to the table with a removable pad, or screw down on tables that are moved a lot. They wipe clean with the usual disinfectants and work on a covered terrace.',
          ),
          heading('h2', 'Assistance buttons'),
          paragraph(
            'The AB1 calls staff to a fitting room, a service desk, a self-checkout or a lift. For accessible toilets we recommend the pull cord unit PC1 from our ',
            internalLink(r.page('nurseCall'), 'nurse call range'),
            ': it can be reached from the floor and is reset only at the unit.',
          ),
          heading('h2', 'Specifications'),
          bulletList(...productLine('wireless-call-buttons').specs),
          heading('h2', 'Prices'),
          bulletList(...priceLines('OS-TB3', 'OS-TB3-20', 'OS-AB1', 'OS-D4')),
          paragraph(
            'Prices in euros, excluding VAT and shipping. Watches for staff are listed under ',
            internalLink(r.page('staffPaging'), 'staff paging'),
            '.',
          ),
        ),
      ),
      mediaText(
        r.media('retailScene'),
        'right',
        'In shops and warehouses',
        root(
          paragraph(
            'A button on a pillar in each aisle, staff watches on the shop floor, and a display at the service desk: customers get help without searching for it, and staff don’t have to walk the floor to find out who needs them.',
          ),
        ),
        toPage(r.page('retail'), 'Call buttons in retail and industry', 'text'),
      ),
      {
        blockType: 'productCards',
        heading: 'Call button products',
        intro: 'Prices excl. VAT. Each product page has the full specifications and the brochure.',
        source: 'category',
        category: r.category('wireless-call-buttons'),
        animation: 'fade-up',
      },
      quoteCta(
        r,
        'How many tables or aisles?',
        'Tell us how many buttons you need and where the calls should show up. We reply within one working day.',
      ),
    ],
  },

  // ------------------------------------------------------------ solutions
  {
    key: 'solutions',
    title: 'Solutions',
    slug: 'solutions',
    meta: {
      title: 'Solutions for hospitality, healthcare, retail and industry',
      description:
        'How restaurants, food courts, care homes, shops and warehouses use our pagers, nurse call and call buttons, with examples of what we installed and why.',
      image: 'restaurant',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Solutions',
        heading: 'Systems planned around how your place works',
        text: 'A food court, a care home and a garden centre all need people to be called, but not in the same way. These pages show what we usually install, and why.',
        image: r.media('hospital'),
        layout: 'split',
        actions: [toPage(r.page('quote'), 'Request a quote', 'primary')],
      }),
      sectorShowcase(r),
      mediaText(
        r.media('restaurant'),
        'left',
        'Hospitality',
        root(
          paragraph(
            'Self-service restaurants, food courts, hotels and staff canteens: guest pagers, table call buttons and watches for the floor team.',
          ),
        ),
        toPage(r.page('hospitality'), 'Hospitality', 'text'),
      ),
      mediaText(
        r.media('careHome'),
        'right',
        'Healthcare',
        root(
          paragraph(
            'Care homes, assisted living, small clinics and day care: wireless nurse call with wristbands, bed pushes, pull cords and watches.',
          ),
        ),
        toPage(r.page('healthcare'), 'Healthcare', 'text'),
      ),
      mediaText(
        r.media('retailScene'),
        'left',
        'Retail and industry',
        root(
          paragraph(
            'Shops, garden centres, trade counters, warehouses and workshops: assistance buttons that call staff to where they are needed.',
          ),
        ),
        toPage(r.page('retail'), 'Retail and industry', 'text'),
      ),
      quoteCta(
        r,
        'Your situation is different?',
        'Most of our projects start with a question we have not heard before. Tell us what you need to solve.',
      ),
    ],
  },
  {
    key: 'hospitality',
    title: 'Hospitality',
    slug: 'hospitality',
    parent: 'solutions',
    meta: {
      title: 'Pagers and call buttons for restaurants, food courts and hotels',
      description:
        'Guest pagers, table call buttons and staff watches for self-service restaurants, food courts, hotels and canteens, with an example of an 11-outlet food court.',
      image: 'restaurant',
    },
    tableOfContents: true,
    layout: (r) => [
      hero({
        eyebrow: 'Solutions · Hospitality',
        heading: 'Restaurants, food courts, hotels and canteens',
        text: 'Fewer queues at the counter, fewer guests waving for the bill, and a floor team that knows where to go next.',
        image: r.media('restaurant'),
        actions: [toPage(r.page('quote'), 'Request a quote', 'primary')],
      }),
      text(
        root(
          heading('h2', 'Where pagers and call buttons make a difference'),
          bulletList(
            [bold('Self-service and fast casual:'), ' guests sit down with a pager instead of waiting at the pass.'],
            [bold('Food courts:'), ' each outlet calls its own guests, who sit in shared seating.'],
            [bold('Hotel breakfast rooms and lounges:'), ' table call buttons instead of staff checking every table.'],
            [
              bold('Staff canteens and university restaurants:'),
              ' short peaks, many guests, and pagers that are cleaned after every use.',
            ],
            [bold('Takeaway and click-and-collect:'), ' the pager tells the guest the order is bagged, wherever they wait.'],
          ),
          heading('h2', 'An example: a food court with 11 outlets'),
          paragraph(
            'A food court in a shopping centre with 11 outlets and 620 shared seats. Each outlet has its own keypad transmitter and a range of 40 pager numbers; one repeater covers the seating on the upper floor, and exit beacons at the four entrances keep the pagers in the building. Installation took one evening after closing time.',
          ),
          heading('h2', 'What we usually install'),
          bulletList(
            'Guest pagers: one pager for every three to four seats at the busiest hour.',
            'Table call buttons on every table with table service, and a display at the bar.',
            'A kitchen transmitter and watches for the floor team, so that the kitchen never has to call out.',
          ),
        ),
      ),
      mediaText(
        r.media('coasterPager'),
        'right',
        'Guest pagers',
        root(paragraph(`Coaster pagers with LED ring, vibration and buzzer. Starter kit with 15 pagers: ${exVat('OS-GP15')}.`)),
        toPage(r.page('guestPagers'), 'About guest pagers', 'text'),
      ),
      mediaText(
        r.media('tableButton'),
        'left',
        'Table call buttons',
        root(
          paragraph(
            `Call, Bill and Cancel on every table, about two years per battery. ${price('OS-TB3')} per button, excl. VAT.`,
          ),
        ),
        toPage(r.page('callButtons'), 'About call buttons', 'text'),
      ),
      quoteCta(
        r,
        'Plan your restaurant',
        'Tell us the number of seats, the floors and the busiest hour. We propose the number of pagers and buttons and send a quote.',
      ),
    ],
  },
  {
    key: 'healthcare',
    title: 'Healthcare',
    slug: 'healthcare',
    parent: 'solutions',
    meta: {
      title: 'Nurse call for care homes, assisted living and small clinics',
      description:
        'Wireless nurse call that reaches carers on their watch, escalates unanswered calls and logs response times. With an example of a 64-apartment care home.',
      image: 'careHome',
    },
    tableOfContents: true,
    layout: (r) => [
      hero({
        eyebrow: 'Solutions · Healthcare',
        heading: 'Nurse call for care homes, assisted living and clinics',
        text: 'Calls that reach a person rather than a desk, and a log that shows how long residents waited.',
        image: r.media('careHome'),
        actions: [toPage(r.page('quote'), 'Plan a site survey', 'primary')],
      }),
      text(
        root(
          heading('h2', 'What care organisations ask of us'),
          bulletList(
            [bold('Calls reach a person.'), ' Watches go with the carers; there is no desk that has to be staffed.'],
            [
              bold('No call gets lost.'),
              ' Devices check in every 10 minutes, unanswered calls escalate, and a wristband warns six weeks before its battery runs flat.',
            ],
            [bold('Figures for your quality reviews.'), ' Response times per wing and per shift, exported as CSV.'],
            [
              bold('Installation while residents live there.'),
              ' We work room by room, and the old system stays on until the new one takes over.',
            ],
          ),
          heading('h2', 'An example: a care home with 64 apartments'),
          paragraph(
            'A care home in the province of Utrecht with 64 apartments on three floors replaced a wired system from 1998. We installed two gateways, six repeaters, a bed unit and a bathroom pull cord in every apartment, and wristbands for the residents who walk around. The night shift of three carers now carries watches; the old desk console is gone. Installation took four working days, one floor at a time.',
          ),
          heading('h3', 'Privacy'),
          paragraph(
            'The gateway stores room numbers, device numbers and times, not names or medical data. If our support engineers need access to your call log, we sign a data processing agreement with you first; see our ',
            internalLink(r.page('privacy'), 'privacy policy'),
            '.',
          ),
        ),
      ),
      mediaText(
        r.media('bedButton'),
        'right',
        'Bed push, pull cord and wristband',
        root(paragraph('Three ways to call, all reset in the room, all sent to the same watches.')),
        toPage(r.page('nurseCall'), 'About nurse call', 'text'),
      ),
      mediaText(
        r.media('watchPager'),
        'left',
        'One watch for nurse call and the restaurant',
        root(paragraph('Carers who also serve meals receive nurse calls and messages from the kitchen on the same watch.')),
        toPage(r.page('staffPaging'), 'About staff paging', 'text'),
      ),
      quoteCta(
        r,
        'Book a radio survey',
        `We survey up to 80 rooms for ${exVat('SV-SURV')}, deducted from your order, and send a fixed-price plan.`,
      ),
    ],
  },
  {
    key: 'retail',
    title: 'Retail and industry',
    slug: 'retail-and-industry',
    parent: 'solutions',
    meta: {
      title: 'Assistance buttons for shops, warehouses and workshops',
      description:
        'Call buttons for fitting rooms, service desks, self-checkouts, trade counters and machines, sending calls to staff watches or a wall display.',
      image: 'retailScene',
    },
    tableOfContents: true,
    layout: (r) => [
      hero({
        eyebrow: 'Solutions · Retail and industry',
        heading: 'Assistance buttons for shops, warehouses and workshops',
        text: 'Customers and colleagues press a button; the nearest member of staff gets the call on a watch.',
        image: r.media('retailScene'),
        actions: [toPage(r.page('quote'), 'Request a quote', 'primary')],
      }),
      text(
        root(
          heading('h2', 'Typical uses'),
          bulletList(
            [bold('Fitting rooms:'), ' another size without getting dressed again.'],
            [bold('DIY stores and garden centres:'), ' a button in each department calls an adviser.'],
            [bold('Self-checkouts:'), ' one press calls an assistant when a scan fails or an age check is needed.'],
            [bold('Trade counters and warehouses:'), ' the warehouse tells the counter that an order is ready for collection.'],
            [bold('Workshops:'), ' call a supervisor or a forklift from a machine without leaving it.'],
            [bold('Accessible toilets:'), ' the pull cord unit PC1, reset only at the unit.'],
          ),
          heading('h2', 'An example: a garden centre'),
          paragraph(
            'A garden centre with two greenhouses and an outdoor plant area fitted 12 assistance buttons and gave its 14 staff on the floor a watch each. Calls go first to the staff of that department and, after 90 seconds, to everyone. Outside, the buttons sit in IP65 enclosures on the posts.',
          ),
        ),
      ),
      mediaText(
        r.media('tableButton'),
        'right',
        'Call buttons',
        root(paragraph(`Assistance button AB1 from ${exVat('OS-AB1')}, wall display D4 for the service desk.`)),
        toPage(r.page('callButtons'), 'About call buttons', 'text'),
      ),
      mediaText(
        r.media('watchPager'),
        'left',
        'Watches for the floor',
        root(paragraph('Staff feel the call on the wrist and see where it comes from: no loudspeaker announcements.')),
        toPage(r.page('staffPaging'), 'About staff paging', 'text'),
      ),
      quoteCta(
        r,
        'Map your floor',
        'Send us a floor plan with the places where customers or colleagues need help. We mark the buttons and repeaters and quote a fixed price.',
      ),
    ],
  },

  // ------------------------------------------------------------ company pages
  {
    key: 'about',
    title: 'About us',
    slug: 'about',
    meta: {
      title: 'About Oproep Systems: paging engineers from Utrecht',
      description:
        'Since 2009 we design, test and support paging and call systems from Utrecht. Our history, how we work, and where to find our office and workshop.',
      image: 'team',
    },
    layout: (r) => [
      hero({
        eyebrow: 'About us',
        heading: 'Radio engineers who like to see things work',
        text: 'Oproep Systems started in 2009 in a workshop in Utrecht, making pagers for one chain of self-service restaurants. Today 26 people design, test and support call systems that are used across Europe.',
        image: r.media('team'),
      }),
      text(
        root(
          heading('h2', 'What we do ourselves'),
          paragraph(
            'We write the firmware for our transmitters, gateways and watches, and test every batch of pagers in our workshop before it ships. Circuit boards are assembled by a contract manufacturer in Eindhoven; housings are moulded in Germany.',
          ),
          heading('h2', 'Our history'),
          bulletList(
            [
              bold('2009:'),
              ' two radio engineers start Oproep Systems in Utrecht; the first coaster pagers go to a chain of self-service restaurants.',
            ],
            [bold('2013:'), ' table call buttons and our first watch receiver.'],
            [bold('2017:'), ' wireless nurse call, developed with three care organisations in the province of Utrecht.'],
            [bold('2021:'), ' a new radio platform on which every product works with every other.'],
            [bold('2025:'), ' our office, demo room and workshop move to Kanaalweg 14.'],
          ),
          heading('h2', 'How we work'),
          bulletList(
            'We tell you what you need, and what you don’t.',
            'We keep spare parts for every product for at least eight years after we stop selling it.',
            'We repair rather than replace: a pager with a cracked housing gets a new housing.',
            'We take back old pagers and batteries for recycling, ours or another brand’s.',
          ),
        ),
      ),
      mediaText(
        r.media('office'),
        'right',
        'Visit us in Utrecht',
        root(
          addressParagraph(),
          paragraph(
            'Visitors are welcome by appointment. Every product is running in our demo room, so you can try them side by side.',
          ),
        ),
        toPage(r.page('contact'), 'Plan a visit', 'text'),
      ),
      testimonialsCarousel(r),
      cta(
        'See our work',
        'Photos of pagers, nurse call and call buttons in the places that use them every day.',
        toPage(r.page('installations'), 'Installations', 'primary'),
        toPage(r.page('photoGallery'), 'Photo gallery', 'secondary'),
      ),
      quoteCta(r, 'Questions about a product or a project?', 'Call or e-mail us. The people who answer also install and repair.'),
    ],
  },
  {
    key: 'installations',
    title: 'Installations',
    slug: 'installations',
    meta: {
      title: 'Installations: reference projects in restaurants, hospitals, care homes and warehouses',
      description:
        'Food halls, a hospital ward, care homes, warehouses, terraces and garden centres that run our pagers, nurse call and call buttons: what we installed and why.',
      image: 'hospital',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Reference projects',
        heading: 'Installations',
        text: 'Restaurants, hospitals, care homes and warehouses that we planned, installed and still support. Each project has its own address, so you can send it to a colleague.',
        image: r.media('warehouse'),
        layout: 'split',
        actions: [
          toPage(r.page('quote'), 'Plan your project', 'primary'),
          toPage(r.page('contact'), 'Visit a reference site', 'secondary'),
        ],
      }),
      historyGallery(r),
      {
        blockType: 'featureGrid',
        heading: 'Where our systems work every day',
        intro: 'More than 900 restaurants and 260 care homes across Europe, from a single counter to a hospital wing.',
        columns: '4',
        features: [
          {
            icon: 'utensils',
            title: 'Restaurants and food halls',
            text: 'Guest pagers at the counter, watches for the floor team, table buttons on the terrace.',
          },
          {
            icon: 'heart',
            title: 'Hospitals and clinics',
            text: 'Patient calls to the nurses’ station and to the watches of the ward team, with corridor lights.',
          },
          {
            icon: 'users',
            title: 'Care homes',
            text: 'Wristbands, bed pushes and pull cords; calls escalate when nobody answers.',
          },
          {
            icon: 'truck',
            title: 'Warehouses and workshops',
            text: 'Dock, reception and line calls on staff watches, loud enough for a working floor.',
          },
        ],
      },
      cta(
        'Seen something like your site?',
        'We show you a working installation near you, or bring a demonstration set to yours.',
        toPage(r.page('quote'), 'Request a quote', 'primary'),
        toPage(r.page('photoGallery'), 'Photo gallery', 'secondary'),
      ),
    ],
  },
  {
    key: 'photoGallery',
    title: 'Photo gallery',
    slug: 'photo-gallery',
    meta: {
      title: 'Photo gallery: our paging and call systems at work',
      description:
        'Photos of coaster pagers, nurse call, table buttons and staff watches in restaurants, care homes, shops and our Utrecht workshop.',
      image: 'careHome',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Photo gallery',
        heading: 'Our systems at work',
        text: 'From the food hall to the workshop where we test every system before it leaves. Use the arrows, the dots or the arrow keys; each photo has its own link.',
        image: r.media('team'),
        layout: 'split',
        actions: [toPage(r.page('installations'), 'Installations', 'secondary')],
      }),
      hashGallery(r),
      quoteCta(r, 'Want to see it in your own place?', 'We bring a demonstration set and show you how calls reach your team.'),
    ],
  },
  {
    key: 'contact',
    title: 'Contact',
    slug: 'contact',
    meta: {
      title: 'Contact Oproep Systems in Utrecht: phone, e-mail and address',
      description: `Call ${company.phone} or e-mail ${company.email}. Open Monday to Friday 08:30 to 17:30 at Kanaalweg 14, Utrecht; 24/7 fault line for nurse call.`,
      image: 'office',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Contact',
        heading: 'Talk to an engineer, not a call centre',
        text: 'Questions about a product, an order or a system you already have? Call or e-mail us; the people who answer also install and repair.',
        image: r.media('office'),
        actions: [
          toUrl(company.phoneHref, `Call ${company.phone}`, 'primary'),
          toUrl(`mailto:${company.email}`, 'E-mail us', 'secondary'),
        ],
      }),
      text(
        root(
          heading('h2', 'Contact details'),
          addressParagraph(),
          paragraph(
            'Phone: ',
            tel(),
            lineBreak(),
            'E-mail: ',
            mail(),
            lineBreak(),
            'Support for systems you already have: ',
            mail(company.supportEmail),
          ),
          heading('h2', 'Opening hours'),
          bulletList(
            'Monday to Friday: 08:30 to 17:30',
            'Saturday and Sunday: closed',
            'Closed on Dutch public holidays',
            'Nurse call fault line for customers with a service contract: 24 hours a day, 7 days a week, on the number in your contract',
          ),
          heading('h2', 'Visiting us'),
          paragraph(
            'Our office, demo room and workshop are on the ground floor at Kanaalweg 14. Visits are by appointment, so that an engineer has time for you. There is paid parking in the street and bicycle parking at the door; from Utrecht Centraal station it is about 15 minutes by bike.',
          ),
          heading('h2', 'Company details'),
          paragraph(
            `${company.legalName}`,
            lineBreak(),
            `Chamber of Commerce (KvK): ${company.kvk}`,
            lineBreak(),
            `VAT: ${company.vat}`,
          ),
        ),
      ),
      {
        blockType: 'formEmbed',
        heading: 'Send us a message',
        intro: 'Questions about a product, a quote or an order: we answer within one working day.',
        form: r.form('contact'),
        displayTitle: false,
        displayDescription: false,
      },
      cta(
        'Ready for a quote?',
        'Tell us about your site and we reply within one working day.',
        toPage(r.page('quote'), 'Request a quote', 'primary'),
        toPage(r.page('downloads'), 'Download the brochure', 'secondary'),
      ),
    ],
  },
  {
    key: 'dealer',
    title: 'Become a dealer',
    slug: 'dealer-application',
    meta: {
      title: 'Become an Oproep Systems dealer: training, demo kits and dealer prices',
      description:
        'Resell and install guest pagers, nurse call and call buttons in your region, with training and a dealer portal.',
      image: 'heroProducts',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Dealers',
        heading: 'Sell and install Oproep systems in your region',
        text: 'Dealers get training, demo kits, dealer prices and a portal for quotes and orders.',
        image: r.media('team'),
        layout: 'split',
      }),
      {
        blockType: 'formEmbed',
        heading: 'Apply as a dealer',
        intro: 'Tell us about your company. We answer every application within a week.',
        form: r.form('dealer'),
        displayTitle: false,
        displayDescription: false,
      },
    ],
  },
  {
    key: 'quote',
    title: 'Request a quote',
    slug: 'request-a-quote',
    meta: {
      title: 'Request a quote for pagers, nurse call or call buttons',
      description:
        'What to tell us for a quick, accurate quote, and how fast we answer: a reply within one working day and most quotes within two working days.',
      image: 'heroProducts',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Request a quote',
        heading: 'A fixed-price quote within two working days',
        text: 'Tell us about your site and what you want to solve. We reply within one working day, and most quotes are ready within two.',
        image: r.media('heroProducts'),
        layout: 'split',
      }),
      {
        blockType: 'formEmbed',
        heading: 'Tell us about your site',
        intro: 'Three short steps: your details, what you need, and a last check. The more we know, the sharper the quote.',
        form: r.form('quote'),
        displayTitle: false,
        displayDescription: false,
      },
      text(
        root(
          heading('h2', 'What to tell us'),
          orderedList([
            [
              bold('The kind of site:'),
              ' restaurant, food court, hotel, care home, shop or warehouse, with the number of seats, tables, rooms or checkouts.',
            ],
            [
              bold('The building:'),
              ' floor area, number of floors, and whether walls and floors are concrete. A floor plan, as a PDF or a photo, helps most.',
            ],
            [
              bold('What should happen:'),
              ' who calls whom, and where the call should show up: on a pager, a watch, a display or a DECT handset.',
            ],
            [bold('What you have now:'), ' the brand and age of any system we should replace or extend.'],
            [bold('Timing and delivery:'), ' when it has to work, and the delivery address and country.'],
          ]),
          heading('h2', 'How fast we answer'),
          bulletList(
            'Within one working day: an engineer replies, with questions if anything is unclear.',
            'Within two working days: a quote for standard kits and for extensions to systems you already have.',
            'For nurse call: we first propose a date for a radio survey; the quote follows within five working days of the survey.',
          ),
          heading('h2', 'Prefer to talk?'),
          paragraph(
            'Call us on ',
            tel(),
            ' on weekdays from 08:30 to 17:30, or e-mail ',
            mail(),
            '. Quotes are valid for 60 days. Prices are in euros excluding VAT, as in our ',
            internalLink(r.page('downloads'), '2026 price list'),
            '.',
          ),
        ),
      ),
      cta(
        'Want to try it first?',
        'We lend a demo kit for 14 days and collect it free of charge if it is not for you.',
        toPage(r.page('contact'), 'Ask for a demo kit', 'primary'),
      ),
    ],
  },
  {
    key: 'downloads',
    title: 'Downloads',
    slug: 'downloads',
    meta: {
      title: 'Downloads: product brochure and price list 2026 (PDF)',
      description:
        'Download our 2026 product brochure with all four product lines, the price list in euros and technical data. Data sheets and manuals on request.',
      image: 'heroProducts',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Downloads',
        heading: 'Brochures, price lists and technical data',
        text: 'Everything you need to compare systems and plan an installation.',
        image: r.media('pagerKit30'),
        layout: 'split',
      }),
      text(
        root(
          paragraph(
            'Our 2026 brochure describes all four product lines, with the full price list and the technical data for planning. Data sheets, manuals and declarations of conformity for each product are available on request: e-mail ',
            mail(),
            ' or call ',
            tel(),
            ' and we send them the same working day.',
          ),
          paragraph(
            'Every transmitter carries the CE marking under the EU Radio Equipment Directive; what the marking means is explained on ',
            link(CE_MARKING_URL, 'Your Europe'),
            '. Spare batteries, chargers and table stands are in our web shop at ',
            link(`https://${SHOP_HOST}/`, SHOP_HOST),
            '. For printed table numbers to go with your pagers we recommend the printer we use ourselves, ',
            link(`/go/${affiliateLinks[0].slug}`, affiliateLinks[0].label),
            ', and for counter signs that explain the pagers to your guests, ',
            link(`/recommend/${affiliateLinks[1].slug}`, affiliateLinks[1].label),
            ' (we receive a small commission on orders through these links).',
          ),
        ),
      ),
      { blockType: 'downloads', heading: 'Brochures and price lists', documents: [r.doc('brochure')] },
      quoteCta(
        r,
        'Found what you need?',
        'Ask for a quote with the article numbers from the price list, or tell us about your site and we choose for you.',
      ),
    ],
  },

  // ------------------------------------------------------------ legal
  {
    key: 'faq',
    title: 'Frequently asked questions',
    slug: 'faq',
    tableOfContents: true,
    meta: {
      title: 'FAQ: ordering, installation, batteries and support',
      description:
        'Answers about ordering, delivery, range, installation, batteries, warranty and support for our pagers, nurse call and call buttons.',
      image: 'ogDefault',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Help',
        heading: 'Frequently asked questions',
        text: 'The questions we hear most, answered by the engineers who install and repair our systems. Can’t find yours? Call or e-mail us: we answer within one working day.',
        image: r.media('watchPager'),
        layout: 'split',
        actions: [toPage(r.page('contact'), 'Contact us', 'primary')],
      }),
      faqBlock(
        'Ordering and delivery',
        true,
        [
          'How quickly do you deliver?',
          'Kits and spare parts ordered before 15:00 on a working day leave our warehouse in Utrecht the same day. Delivery takes one to two working days in the Benelux and Germany, and two to four days elsewhere in Europe.',
        ],
        [
          'Can I try a system before I buy it?',
          'Yes. We lend a demo kit for 14 days, free of charge. If it is not for you, we collect it at no cost.',
        ],
        [
          'Do your prices include VAT?',
          'No. Our prices are excl. VAT, ex works Utrecht. Businesses in other EU countries with a valid VAT number are invoiced with the reverse charge.',
        ],
        [
          'Can I order extra pagers or buttons later?',
          'Yes. Every product works with the others on the same radio platform, and a transmitter learns a new device in about a minute.',
        ],
      ),
      faqBlock(
        'Installation and range',
        false,
        [
          'Do I need an engineer to install the system?',
          'Guest pagers, call buttons and staff paging work out of the box: plug in the transmitter and charging stack, and they are paired already. Nurse call is installed and commissioned by our engineers.',
        ],
        [
          'How far do the pagers reach?',
          'Up to 150 m indoors and 500 m in open field. Thick walls, lift shafts and metal shelving shorten the range; a repeater adds up to 500 m.',
        ],
        [
          'Will your radio interfere with our Wi-Fi or medical equipment?',
          'No. Our systems use the 868 MHz SRD band (869.2 MHz for nurse call), far from Wi-Fi at 2.4 and 5 GHz, and are tested to EN 300 220 and EN 301 489.',
        ],
      ),
      faqBlock(
        'Batteries and charging',
        false,
        [
          'How long does a coaster pager run per charge?',
          'Between 36 and 48 hours of normal use. A pager that goes back on the stack between guests is always charged.',
        ],
        [
          'How often do call buttons need a new battery?',
          'About every two years at 30 presses a day. The button reports a low battery to the receiver weeks before it runs out.',
        ],
        [
          'Can we replace the batteries ourselves?',
          'Yes for call buttons and wristbands, which take a standard coin cell. Pager and watch batteries are replaced by us under the warranty or for a fixed fee.',
        ],
      ),
      faqBlock(
        'Support and warranty',
        false,
        [
          'What warranty do you give?',
          'Two years on all hardware, three years on nurse call with a service contract. A faulty part is replaced the next working day.',
        ],
        [
          'Who answers when I call?',
          'Our own engineers, in Dutch, English or German, on working days from 8:00 to 18:00. Nurse call customers with a service contract have a 24/7 fault line.',
        ],
        [
          'Can you repair a pager that was dropped or soaked?',
          'Usually, yes. Send it to us with a short note; we quote before we repair, and most repairs cost less than a new pager.',
        ],
      ),
      quoteCta(
        r,
        'Still have a question?',
        'Tell us what you want to solve and we will answer within one working day, with a quote if you want one.',
      ),
    ],
  },
  {
    key: 'privacy',
    title: 'Privacy policy',
    slug: 'privacy-policy',
    meta: {
      title: 'Privacy policy: how Oproep Systems handles personal data',
      description:
        'Which personal data Oproep Systems B.V. processes, why and on what legal basis, how long we keep it, who receives it, and how to use your GDPR rights.',
      image: 'ogDefault',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Legal',
        heading: 'Privacy policy',
        text: 'How Oproep Systems B.V. collects, uses and protects personal data. Last updated on 1 October 2026.',
      }),
      text(
        root(
          heading('h2', 'Who we are'),
          paragraph(
            `${company.legalName}, ${company.street}, ${company.postcode} ${company.city}, the Netherlands, registered with the Chamber of Commerce (KvK) under number ${company.kvk}, is the controller for the personal data described in this policy.`,
          ),
          paragraph(
            'Questions about privacy go to ',
            mail(company.privacyEmail),
            ' or ',
            tel(),
            '. Our privacy contact is our operations manager.',
          ),
          heading('h2', 'What we process, why, and on what legal basis'),
          heading('h3', 'Questions and quote requests'),
          paragraph(
            'When you e-mail us, call us or use a form on this website, we process your name, company, e-mail address, phone number, the details you give about your site, and our correspondence. We use them to answer you and to prepare a quote. Legal basis: steps taken at your request before entering into a contract (Article 6(1)(b) GDPR); for questions that do not lead to a quote, our legitimate interest in answering them (Article 6(1)(f) GDPR).',
          ),
          heading('h3', 'Customers and orders'),
          paragraph(
            'For orders, deliveries, installation, invoices and warranty we process the contact details of the people we deal with, delivery and invoice addresses, order history and the serial numbers of the equipment supplied. Legal basis: performance of the contract (Article 6(1)(b) GDPR) and our obligations under Dutch tax law (Article 6(1)(c) GDPR).',
          ),
          heading('h3', 'Support and remote maintenance'),
          paragraph(
            'When our engineers support a system remotely, they may see its call log: room numbers, device numbers and times. For nurse call systems we then act as processor for the care organisation, which remains the controller, under a data processing agreement. Our systems do not store names or health data unless the customer sets them up to.',
          ),
          heading('h3', 'Product news'),
          paragraph(
            'We send product news by e-mail, about four times a year, only to people who asked for it. Legal basis: consent (Article 6(1)(a) GDPR). Every e-mail has a link to unsubscribe.',
          ),
          heading('h3', 'This website'),
          paragraph(
            'Our web server logs IP addresses, the pages requested, the time and the browser used, to keep the site secure and to find faults. Legal basis: our legitimate interest in a secure website (Article 6(1)(f) GDPR). Cookies are described in our ',
            internalLink(r.page('cookies'), 'cookie policy'),
            '; analytics and marketing cookies are only used with your consent.',
          ),
          paragraph('We do not use automated decision-making or profiling.'),
          heading('h2', 'How long we keep data'),
          bulletList(
            'Questions and quote requests that do not lead to an order: 12 months after our last contact.',
            'Customer and order records: for as long as you are a customer, plus 2 years.',
            'Invoices and accounting records: 7 years, as Dutch tax law requires.',
            'Support tickets and remote maintenance notes: 2 years after the ticket is closed.',
            'Web server logs: 14 days, longer only when needed to investigate a security incident.',
            'Mailing list: until you unsubscribe.',
          ),
          heading('h2', 'Who receives data'),
          paragraph('We do not sell personal data. We share it only where needed with:'),
          bulletList(
            'our hosting and e-mail providers, both within the European Union;',
            'our accounting software provider and our accountant;',
            'carriers that deliver your order;',
            'installation partners in countries where we do not install ourselves, for the installation you ordered;',
            'authorities, when the law requires it.',
          ),
          paragraph(
            'Processors work for us under a data processing agreement. We do not transfer personal data outside the European Economic Area; should that become necessary, we will use the European Commission’s standard contractual clauses and update this policy first.',
          ),
          heading('h2', 'Security'),
          paragraph(
            'Access to customer data is limited to the staff who need it, with personal accounts and two-factor authentication. Our laptops are encrypted. We report personal data breaches to the Autoriteit Persoonsgegevens within 72 hours when the law requires it, and inform the people affected when the risk to them is high.',
          ),
          heading('h2', 'Your rights'),
          paragraph(
            'You have the right to access your personal data, to have it corrected or erased, to restrict or object to its processing, and to receive it in a portable format. Where we rely on your consent, you can withdraw it at any time; this does not affect processing before the withdrawal.',
          ),
          paragraph(
            'Send your request to ',
            mail(company.privacyEmail),
            '. We answer within one month. We may ask you to confirm your identity, but we never ask for a copy of your passport or identity card.',
          ),
          heading('h2', 'Complaints'),
          paragraph(
            'Please tell us first if you are not happy with how we handle your data. You also have the right to lodge a complaint with the Dutch supervisory authority, the ',
            link('https://autoriteitpersoonsgegevens.nl', 'Autoriteit Persoonsgegevens', { newTab: true }),
            ', or with the supervisory authority in the EU country where you live or work.',
          ),
          heading('h2', 'Changes to this policy'),
          paragraph('We update this policy when our processing changes. The date at the top shows the current version.'),
        ),
      ),
    ],
  },
  {
    key: 'cookies',
    title: 'Cookie policy',
    slug: 'cookie-policy',
    meta: {
      title: 'Cookie policy: which cookies we use and how you choose',
      description:
        'Strictly necessary, analytics and marketing cookies: what each does, that nothing optional runs before you consent, and how to change your choice.',
      image: 'ogDefault',
    },
    layout: (r) => [
      hero({
        eyebrow: 'Legal',
        heading: 'Cookie policy',
        text: 'Which cookies this website uses, and how you choose. Last updated on 1 October 2026.',
      }),
      text(
        root(
          heading('h2', 'What cookies are'),
          paragraph(
            'Cookies are small text files that a website stores in your browser. This policy also covers similar techniques, such as local storage and tracking pixels; where it says cookies, it means those as well.',
          ),
          heading('h2', 'The categories we use'),
          heading('h3', 'Strictly necessary'),
          paragraph(
            'These are needed for the site to work and to remember your cookie choice. They are always on, and under the Dutch Telecommunications Act (Telecommunicatiewet) they do not need your consent.',
          ),
          bulletList(
            'Your cookie choice, kept for six months so that we do not ask on every visit.',
            'Security and load balancing, deleted when you close your browser.',
            'Sign-in for our staff in the editing area of the site, set only when a staff member signs in.',
          ),
          heading('h3', 'Analytics'),
          paragraph(
            'These tell us which pages are read and which are not, so that we can improve the site. We use them only with your consent, look at the figures in aggregate with shortened IP addresses, and keep them for 14 months.',
          ),
          heading('h3', 'Marketing'),
          paragraph(
            'These measure whether our advertising works and let us show our adverts on other websites. We use them only with your consent. They may be set by advertising partners, who can combine them with other data they hold about you; their own privacy policies then apply.',
          ),
          heading('h2', 'Nothing optional runs before you choose'),
          paragraph(
            'On your first visit only strictly necessary cookies are set. Analytics and marketing scripts are not loaded at all until you allow them, and they stay off if you close the banner without choosing or choose to reject them. Rejecting is as easy as accepting.',
          ),
          heading('h2', 'Changing your choice'),
          paragraph(
            'Use the cookie settings link at the bottom of every page to change or withdraw your consent at any time. Withdrawing takes effect straight away, and we delete the optional cookies our site has set. You can also delete cookies in your browser’s settings, after which we ask for your choice again.',
          ),
          heading('h2', 'More information'),
          paragraph(
            'How we handle personal data in general is described in our ',
            internalLink(r.page('privacy'), 'privacy policy'),
            '. Questions about cookies go to ',
            mail(company.privacyEmail),
            '.',
          ),
        ),
      ),
    ],
  },
]

// ---------------------------------------------------------------- globals

type NavLink =
  { type: 'page'; page: Id; label: string; newTab: boolean } | { type: 'url'; url: string; label: string; newTab: boolean }
const nav = (page: Id, label: string): NavLink => ({ type: 'page', page, label, newTab: false })
const navUrl = (url: string, label: string): NavLink => ({ type: 'url', url, label, newTab: false })

type PanelEntry = { link: NavLink; description: string }

export function headerData(r: Refs) {
  const entry = (key: PageKey, label: string, description: string): PanelEntry => ({ link: nav(r.page(key), label), description })
  const plain = (key: PageKey, label: string) => ({ kind: 'link' as const, link: nav(r.page(key), label) })
  return {
    items: [
      {
        kind: 'both' as const,
        link: nav(r.page('products'), 'Products'),
        panel: {
          columns: [
            {
              heading: 'Hospitality',
              links: [
                entry('guestPagers', 'Guest pagers', 'Coaster pagers for self-service and food courts'),
                entry('callButtons', 'Wireless call buttons', 'Table and assistance buttons'),
              ],
            },
            {
              heading: 'Care and staff',
              links: [
                entry('nurseCall', 'Nurse call', 'Wristbands, bed pushes and pull cords'),
                entry('staffPaging', 'Staff paging', 'From the kitchen to the waiter’s wrist'),
              ],
            },
          ],
          featured: [
            {
              image: r.media('heroProducts'),
              heading: 'The product brochure',
              text: 'Every pager, transmitter and call button with prices and radio ranges, in one PDF.',
              link: nav(r.page('downloads'), 'Download the brochure'),
            },
          ],
        },
      },
      {
        kind: 'both' as const,
        link: nav(r.page('solutions'), 'Solutions'),
        panel: {
          columns: [
            {
              heading: 'By sector',
              links: [
                entry('hospitality', 'Hospitality', 'Restaurants, food courts and hotels'),
                entry('healthcare', 'Healthcare', 'Care homes, assisted living and clinics'),
                entry('retail', 'Retail and industry', 'Shops, warehouses and workshops'),
              ],
            },
          ],
          featured: [
            {
              image: r.media('restaurant'),
              heading: 'Try it in your own building',
              text: 'We lend you a demo kit for two weeks, free of charge, with a site survey of the radio range.',
              link: nav(r.page('quote'), 'Ask for a demo kit'),
            },
          ],
        },
      },
      plain('about', 'About'),
      plain('downloads', 'Downloads'),
      plain('contact', 'Contact'),
    ],
    cta: [nav(r.page('quote'), 'Request a quote')],
    mobileBreakpoint: 1024,
  }
}

export function footerData(r: Refs) {
  return {
    columns: [
      {
        heading: 'Products',
        links: [
          nav(r.page('guestPagers'), 'Guest pagers'),
          nav(r.page('nurseCall'), 'Nurse call'),
          nav(r.page('staffPaging'), 'Staff paging'),
          nav(r.page('callButtons'), 'Wireless call buttons'),
        ],
      },
      {
        heading: 'Solutions',
        links: [
          nav(r.page('hospitality'), 'Hospitality'),
          nav(r.page('healthcare'), 'Healthcare'),
          nav(r.page('retail'), 'Retail and industry'),
        ],
      },
      {
        heading: 'Company',
        links: [
          nav(r.page('about'), 'About us'),
          nav(r.page('downloads'), 'Downloads'),
          nav(r.page('faq'), 'FAQ'),
          nav(r.page('quote'), 'Request a quote'),
          nav(r.page('contact'), 'Contact'),
        ],
      },
      {
        heading: 'Contact',
        links: [
          navUrl(company.phoneHref, company.phone),
          navUrl(`mailto:${company.email}`, company.email),
          nav(r.page('contact'), 'Kanaalweg 14, Utrecht'),
        ],
      },
    ],
    legalLinks: [nav(r.page('privacy'), 'Privacy policy'), nav(r.page('cookies'), 'Cookie policy')],
    social: [
      { platform: 'linkedin', url: 'https://www.linkedin.com/company/oproep-systems' },
      { platform: 'youtube', url: 'https://www.youtube.com/@oproepsystems' },
      { platform: 'instagram', url: 'https://www.instagram.com/oproepsystems' },
    ],
    note: `${company.legalName} · ${company.street}, ${company.postcode} ${company.city}, the Netherlands · KvK ${company.kvk} · VAT ${company.vat} · Prices excl. VAT`,
  }
}

export function siteSettingsData(r: Refs) {
  return {
    siteName: company.name,
    tagline: company.tagline,
    logo: r.media('logo'),
    phone: company.phone,
    email: company.email,
    address: addressLines.slice(1).join('\n'),
    defaultImage: r.media('ogDefault'),
    notFound: {
      heading: 'Page not found',
      text: root(
        paragraph(
          'The page you were looking for has moved or no longer exists. If a link on our site brought you here, please tell us at ',
          mail(),
          ' so that we can fix it.',
        ),
        paragraph(
          'You could go to the ',
          internalLink(r.page('home'), 'home page'),
          ', look through our ',
          internalLink(r.page('products'), 'products'),
          ', or ',
          internalLink(r.page('contact'), 'contact us'),
          ' and we will find what you need.',
        ),
      ),
    },
  }
}

export function consentSettingsData(r: Refs) {
  return {
    privacyPage: r.page('privacy'),
    cookiePage: r.page('cookies'),
    // The notice names YouTube among the marketing cookies: the demo video keeps that promise, and
    // after a choice the floating "Cookie settings" button offers the way back beside the footer's link.
    youtubeMarketing: true,
    videoAcceptLabel: 'Allow YouTube and play',
    revokeButton: true,
  }
}

export function analyticsSettingsData() {
  return { crossHostnames: SHOP_HOST }
}
