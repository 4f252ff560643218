/**
 * The demo site's sliders: a hero on the home page, a product gallery with
 * thumbnails and zoom, a testimonials carousel, a coverflow showcase with
 * parallax, and two photo galleries (a cube with hash navigation, a flip with
 * history navigation). Together they show every feature of the slider block.
 * Pure data, like content.ts, which places them on pages.
 */
import type { LinkValue, MediaKey, PageKey, Refs } from './content'

type Id = number

export type ParallaxLayerSeed = {
  layer: 'heading' | 'text' | 'link' | 'image'
  x?: string
  y?: string
  duration?: number
  scale?: number
  opacity?: number
}

export type SlideSeed = {
  image: Id
  eyebrow?: string
  heading?: string
  text?: string
  withLink: boolean
  link?: LinkValue
  autoplayDelay?: number
  historySlug?: string
  hash?: string
  parallaxLayers?: ParallaxLayerSeed[]
}

export type SliderSeed = {
  blockType: 'slider'
  label: string
  heading?: string
  appearance: 'hero' | 'cards' | 'gallery'
  slides: SlideSeed[]
  layout?: {
    slidesPerView?: string
    spaceBetween?: number
    speed?: number
    breakpoints?: { minWidth: number; slidesPerView: string; spaceBetween?: number }[]
    direction?: 'horizontal' | 'vertical'
    ending?: 'stop' | 'loop' | 'rewind'
    centeredSlides?: boolean
    autoHeight?: boolean
  }
  effect?: {
    type: 'slide' | 'fade' | 'cube' | 'flip' | 'coverflow'
    crossFade?: boolean
    cubeShadow?: boolean
    cubeShadowOffset?: number
    cubeShadowScale?: number
    limitRotation?: boolean
    rotate?: number
    stretch?: number
    depth?: number
    modifier?: number
    slideShadows?: boolean
  }
  controls?: {
    arrows?: boolean
    keyboard?: boolean
    mousewheel?: boolean
    pagination?: 'none' | 'bullets' | 'fraction' | 'progressbar'
    clickable?: boolean
    dynamicBullets?: boolean
    scrollbar?: boolean
    scrollbarDraggable?: boolean
    touch?: boolean
    mouseDrag?: boolean
    grabCursor?: boolean
    history?: boolean
    historyKey?: string
    hashNavigation?: boolean
    thumbs?: boolean
    thumbsPerView?: number
  }
  motion?: {
    autoplay?: boolean
    autoplayDelay?: number
    stopOnInteraction?: boolean
    pauseOnHover?: boolean
    parallax?: boolean
    zoom?: boolean
    zoomMaxRatio?: number
    lazy?: boolean
  }
}

const toPage = (r: Refs, key: PageKey, label: string, style?: 'primary' | 'secondary' | 'text'): LinkValue => ({
  type: 'page',
  page: r.page(key),
  label,
  newTab: false,
  ...(style ? { style } : {}),
})

const photo = (r: Refs, image: MediaKey, heading: string, text: string, extra: Partial<SlideSeed> = {}): SlideSeed => ({
  image: r.media(image),
  heading,
  text,
  withLink: false,
  ...extra,
})

/** The home page's first block: three slides that fade into each other, rotating until the visitor takes over. */
export function homeHeroSlider(r: Refs, first: { eyebrow: string; heading: string; text: string }): SliderSeed {
  return {
    blockType: 'slider',
    label: 'Highlights',
    appearance: 'hero',
    slides: [
      {
        image: r.media('heroHome'),
        ...first,
        withLink: true,
        link: toPage(r, 'products', 'See the products', 'primary'),
        // The longest text: a little more time to read it.
        autoplayDelay: 8000,
      },
      {
        image: r.media('careHome'),
        eyebrow: 'Nurse call',
        heading: 'Calls that reach the carer, wherever they are',
        text: 'Wristbands, bed pushes and pull cords ring the carer’s watch directly, escalate when nobody answers, and keep a call log for the inspection.',
        withLink: true,
        link: toPage(r, 'nurseCall', 'About nurse call', 'primary'),
      },
      {
        image: r.media('restaurant'),
        eyebrow: 'Guest pagers',
        heading: 'No more order numbers shouted across the room',
        text: 'Guests take a coaster pager and sit down anywhere in range. It flashes and vibrates when their tray is ready at the counter.',
        withLink: true,
        link: toPage(r, 'quote', 'Request a quote', 'primary'),
      },
    ],
    layout: { ending: 'rewind' },
    effect: { type: 'fade', crossFade: true },
    controls: { arrows: true, pagination: 'bullets', clickable: true, keyboard: true },
    motion: { autoplay: true, autoplayDelay: 6000, stopOnInteraction: true, pauseOnHover: true, lazy: true },
  }
}

/** Product photos with a thumbnails strip below that drives the main slider, and zoom on every photo. */
export function guestPagerGallery(r: Refs): SliderSeed {
  return {
    blockType: 'slider',
    label: 'Guest pager photos',
    heading: 'Guest pagers in use',
    appearance: 'gallery',
    slides: [
      photo(r, 'coasterPager', 'Coaster pager CP20', 'On its charging stack, with the keypad transmitter T10.'),
      photo(r, 'restaurant', 'In a self-service restaurant', 'Guests collect their tray when the pager flashes.'),
      photo(r, 'watchPager', 'Watch receiver W5', 'The kitchen calls the waiter as well as the guest.'),
      photo(r, 'tableButton', 'Table call button TB3', 'Works on the same radio platform as the pagers.'),
      photo(r, 'heroProducts', 'The four product lines', 'Guest pagers beside nurse call, staff paging and call buttons.'),
      photo(r, 'retailScene', 'Collection points in shops', 'The same pagers call customers to a trade counter.'),
    ],
    layout: { slidesPerView: '1', spaceBetween: 16 },
    controls: { arrows: true, pagination: 'fraction', keyboard: true, thumbs: true, thumbsPerView: 5 },
    motion: { zoom: true, zoomMaxRatio: 3, lazy: true },
  }
}

/** Customer quotes, one to three at a time, going round; wheel, keys and a draggable scrollbar move it. */
export function testimonialsCarousel(r: Refs): SliderSeed {
  const quote = (image: MediaKey, name: string, organisation: string, text: string): SlideSeed => ({
    image: r.media(image),
    eyebrow: organisation,
    heading: name,
    text,
    withLink: false,
  })
  return {
    blockType: 'slider',
    label: 'Customer stories',
    heading: 'What our customers say',
    appearance: 'cards',
    slides: [
      quote(
        'restaurant',
        'Sanne de Vries, operations manager',
        'De Kade food hall, Rotterdam',
        '“The queue at the pass is gone. On a Saturday that is 600 orders without one number shouted.”',
      ),
      quote(
        'careHome',
        'Pieter Jansen, facility manager',
        'Zorgcentrum Zonnehof, Amersfoort',
        '“Response times went from minutes to seconds, and the call log makes the inspection easy.”',
      ),
      quote(
        'tableButton',
        'Lena Hoffmann, owner',
        'Café Ahoi, Hamburg',
        '“Guests stop waving, and we serve the terrace with one person fewer on quiet days.”',
      ),
      quote(
        'retailScene',
        'Marco Visser, store manager',
        'Tuincentrum De Linde, Houten',
        '“One button by the plants, one at the trade counter: customers no longer go looking for us.”',
      ),
      quote(
        'watchPager',
        'Aylin Kaya, head chef',
        'Brasserie Oost, Utrecht',
        '“The pass calls the waiter’s wrist. Plates leave the kitchen hot, and nobody shouts any more.”',
      ),
      quote(
        'wristband',
        'Els Bakker, care coordinator',
        'Woonzorg Het Anker, Zwolle',
        '“Residents wear the wristband in the shower too. The first month two falls were answered within a minute.”',
      ),
    ],
    layout: {
      slidesPerView: '1',
      spaceBetween: 16,
      breakpoints: [
        { minWidth: 768, slidesPerView: '2', spaceBetween: 24 },
        { minWidth: 1100, slidesPerView: '3', spaceBetween: 24 },
      ],
      ending: 'loop',
    },
    controls: {
      arrows: true,
      pagination: 'none',
      keyboard: true,
      mousewheel: true,
      scrollbar: true,
      scrollbarDraggable: true,
      grabCursor: true,
    },
    motion: { lazy: true },
  }
}

/** The sectors in a coverflow: the centred card faces the visitor, its text slides in with parallax. */
export function sectorShowcase(r: Refs): SliderSeed {
  const sector = (image: MediaKey, heading: string, text: string, link: LinkValue): SlideSeed => ({
    image: r.media(image),
    heading,
    text,
    withLink: true,
    link,
    parallaxLayers: [
      { layer: 'heading', x: '-120', opacity: 0, duration: 500 },
      { layer: 'text', x: '-220', opacity: 0, duration: 700 },
    ],
  })
  return {
    blockType: 'slider',
    label: 'Where our systems work',
    heading: 'Where our systems work',
    appearance: 'cards',
    slides: [
      sector(
        'restaurant',
        'Restaurants and food courts',
        'Coaster pagers and kitchen-to-floor paging.',
        toPage(r, 'hospitality', 'Hospitality', 'text'),
      ),
      sector(
        'careHome',
        'Care homes',
        'Wireless nurse call with wristbands and pull cords.',
        toPage(r, 'healthcare', 'Healthcare', 'text'),
      ),
      sector(
        'retailScene',
        'Shops and warehouses',
        'Assistance buttons that call staff to the aisle.',
        toPage(r, 'retail', 'Retail and industry', 'text'),
      ),
      sector(
        'tableButton',
        'Hotels and terraces',
        'Table call buttons for the bill or another round.',
        toPage(r, 'callButtons', 'Call buttons', 'text'),
      ),
      sector(
        'watchPager',
        'Kitchens',
        'The pass calls the waiter’s watch when a plate is ready.',
        toPage(r, 'staffPaging', 'Staff paging', 'text'),
      ),
      sector(
        'team',
        'Our workshop',
        'Every batch of pagers is tested in Utrecht before it ships.',
        toPage(r, 'about', 'About us', 'text'),
      ),
    ],
    layout: {
      slidesPerView: '1.3',
      spaceBetween: 0,
      breakpoints: [
        { minWidth: 768, slidesPerView: '2', spaceBetween: 0 },
        { minWidth: 1100, slidesPerView: '3', spaceBetween: 0 },
      ],
      centeredSlides: true,
      ending: 'loop',
      speed: 600,
    },
    effect: { type: 'coverflow', rotate: 30, stretch: 0, depth: 140, modifier: 1, slideShadows: true },
    controls: { arrows: true, pagination: 'bullets', clickable: true, dynamicBullets: true, keyboard: true },
    motion: { parallax: true, lazy: true },
  }
}

type GalleryPhoto = { image: MediaKey; heading: string; text: string; slug: string }

const galleryPhotos: GalleryPhoto[] = [
  {
    image: 'restaurant',
    slug: 'de-kade-food-hall',
    heading: 'De Kade food hall',
    text: 'Eleven outlets, 440 pagers, one repeater for the upper floor.',
  },
  {
    image: 'careHome',
    slug: 'zonnehof-care-home',
    heading: 'Zorgcentrum Zonnehof',
    text: 'Nurse call in 64 rooms, with watches for the night shift.',
  },
  {
    image: 'tableButton',
    slug: 'cafe-ahoi-terrace',
    heading: 'Café Ahoi',
    text: 'Table buttons on a terrace of 40 tables by the harbour.',
  },
  {
    image: 'retailScene',
    slug: 'de-linde-garden-centre',
    heading: 'Tuincentrum De Linde',
    text: 'Assistance buttons across 6,000 m² of greenhouse.',
  },
  {
    image: 'watchPager',
    slug: 'brasserie-oost-kitchen',
    heading: 'Brasserie Oost',
    text: 'The pass calls the waiters’ watches.',
  },
  {
    image: 'office',
    slug: 'kanaalweg-workshop',
    heading: 'Our workshop on Kanaalweg',
    text: 'Where every system is assembled and tested.',
  },
]

/**
 * Reference projects for the Installations page: restaurants, a hospital, care homes, warehouses.
 * The first four share their names with the photo gallery's photos of the same sites.
 */
const installations: GalleryPhoto[] = [
  {
    image: 'restaurant',
    slug: 'de-kade-food-hall',
    heading: 'De Kade food hall, Rotterdam',
    text: 'Eleven outlets share 440 coaster pagers and one repeater for the upper floor; each outlet calls only its own guests.',
  },
  {
    image: 'careHome',
    slug: 'zonnehof-care-home',
    heading: 'Zorgcentrum Zonnehof, Amersfoort',
    text: 'Nurse call in 64 rooms: wristbands, bed pushes and pull cords, with calls on the watches of the night shift.',
  },
  {
    image: 'tableButton',
    slug: 'cafe-ahoi-terrace',
    heading: 'Café Ahoi, Hamburg',
    text: 'Call and Bill buttons on a harbour terrace of 40 tables, shown on the waiters’ watches and a display at the bar.',
  },
  {
    image: 'retailScene',
    slug: 'de-linde-garden-centre',
    heading: 'Tuincentrum De Linde, Houten',
    text: 'Assistance buttons across 6,000 m² of greenhouse call the nearest member of staff to the right aisle.',
  },
  {
    image: 'hospital',
    slug: 'vechtstede-hospital-ward',
    heading: 'Ziekenhuis Vechtstede, ward 4B',
    text: 'Patient calls from 28 rooms reach the nurses’ station display and the ward team’s watches; corridor lights show where.',
  },
  {
    image: 'warehouse',
    slug: 'lekpoort-distribution-centre',
    heading: 'Distributiecentrum Lekpoort, Nieuwegein',
    text: 'Dock and reception calls on 35 staff watches, loud and strong enough for a working warehouse floor.',
  },
]

/** A photo gallery on a cube; each photo has its own #address, and back and forward move between them. */
export function hashGallery(r: Refs): SliderSeed {
  return {
    blockType: 'slider',
    label: 'Photos of our systems at work',
    appearance: 'gallery',
    slides: galleryPhotos.map((p) => photo(r, p.image, p.heading, p.text, { hash: p.slug })),
    effect: { type: 'cube', cubeShadow: true, cubeShadowOffset: 20, cubeShadowScale: 0.94, slideShadows: true },
    controls: { arrows: true, pagination: 'bullets', clickable: true, keyboard: true, hashNavigation: true },
    motion: { lazy: true },
  }
}

/** Installations on flip cards; each has its own address under /projects/, shared and reopened as it is. */
export function historyGallery(r: Refs): SliderSeed {
  return {
    blockType: 'slider',
    label: 'Installations',
    appearance: 'gallery',
    slides: installations.map((p) => photo(r, p.image, p.heading, p.text, { historySlug: p.slug })),
    effect: { type: 'flip', limitRotation: true, slideShadows: true },
    controls: { arrows: true, pagination: 'progressbar', keyboard: true, history: true, historyKey: 'projects' },
    motion: { lazy: true },
  }
}
