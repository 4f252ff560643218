/**
 * Makes the demo content's images and PDF brochure in src/seed/assets/ from
 * SVG drawn here (rendered by sharp) and pdf-lib. Deterministic: running it
 * again gives the same pictures.
 *
 *   node_modules/.bin/tsx scripts/make-assets.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

import { company, euro, price, priceList, productLines, radioFacts } from '../src/seed/catalogue'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// ASSETS_OUT: draw elsewhere to look at the pictures first.
const outDir = process.env.ASSETS_OUT ?? path.join(root, 'src/seed/assets')

// ---------------------------------------------------------------- palette

const C = {
  navy: '#0b2545',
  navy2: '#13315c',
  navy3: '#1e4a7a',
  ink: '#071a31',
  teal: '#13a89e',
  teal2: '#0e8a82',
  teal3: '#0a6c66',
  tealLight: '#cdeeea',
  tealPale: '#e6f6f4',
  accent: '#f2a541',
  accent2: '#d9862b',
  accentLight: '#fce6c3',
  light: '#f4f7fb',
  mist: '#e4ecf5',
  mist2: '#d3dfec',
  slate: '#8da9c4',
  slate2: '#b8cadc',
  white: '#ffffff',
  wood: '#e8d3b5',
  wood2: '#d2b48c',
  skin1: '#f1c7a5',
  skin2: '#c98d63',
  skin3: '#8d5a3b',
  green: '#5fb88a',
  green2: '#3e9a6d',
  red: '#e0584f',
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount
    return Math.max(0, Math.min(255, Math.round(v)))
  })
  return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('')
}

const f = (n: number) => Number(n.toFixed(2))

// ---------------------------------------------------------------- isometric drawing

let uid = 0
const nextId = (p: string) => `${p}${++uid}`

/**
 * World: x runs down-right, y runs down-left, z up. Visible faces of a box are
 * its top, its y-max face ("left", facing down-left) and its x-max face ("right").
 */
class Iso {
  constructor(
    readonly ox: number,
    readonly oy: number,
    readonly s: number,
  ) {}

  x(x: number, y: number): number {
    return this.ox + (x - y) * 0.866 * this.s
  }
  y(x: number, y: number, z: number): number {
    return this.oy + ((x + y) * 0.5 - z) * this.s
  }
  p(x: number, y: number, z: number): string {
    return `${f(this.x(x, y))},${f(this.y(x, y, z))}`
  }
  poly(points: [number, number, number][], fill: string, extra = ''): string {
    return `<polygon points="${points.map(([x, y, z]) => this.p(x, y, z)).join(' ')}" fill="${fill}" ${extra}/>`
  }

  /** A box; colours for top, left (y-max) and right (x-max) faces. */
  box(
    x: number,
    y: number,
    z: number,
    w: number,
    d: number,
    h: number,
    color: string,
    opts: { left?: string; right?: string; top?: string; stroke?: string } = {},
  ): string {
    const top = opts.top ?? color
    const left = opts.left ?? shade(color, -0.1)
    const right = opts.right ?? shade(color, -0.22)
    const st = opts.stroke ? `stroke="${opts.stroke}" stroke-width="1" stroke-linejoin="round"` : ''
    return [
      this.poly(
        [
          [x, y + d, z + h],
          [x + w, y + d, z + h],
          [x + w, y + d, z],
          [x, y + d, z],
        ],
        left,
        st,
      ),
      this.poly(
        [
          [x + w, y, z + h],
          [x + w, y + d, z + h],
          [x + w, y + d, z],
          [x + w, y, z],
        ],
        right,
        st,
      ),
      this.poly(
        [
          [x, y, z + h],
          [x + w, y, z + h],
          [x + w, y + d, z + h],
          [x, y + d, z + h],
        ],
        top,
        st,
      ),
    ].join('')
  }

  /** The matrix that draws local (u, v) onto the horizontal plane at height z, u along x and v along y. */
  topMatrix(x: number, y: number, z: number): string {
    const s = this.s
    return `matrix(${f(0.866 * s)} ${f(0.5 * s)} ${f(-0.866 * s)} ${f(0.5 * s)} ${f(this.x(x, y))} ${f(this.y(x, y, z))})`
  }
  onTop(x: number, y: number, z: number, content: string): string {
    return `<g transform="${this.topMatrix(x, y, z)}">${content}</g>`
  }
  /** Draws on the vertical plane y = const (faces down-left): u along +x, v downward from height z. */
  onLeft(x: number, y: number, z: number, content: string): string {
    const s = this.s
    return `<g transform="matrix(${f(0.866 * s)} ${f(0.5 * s)} 0 ${f(s)} ${f(this.x(x, y))} ${f(this.y(x, y, z))})">${content}</g>`
  }
  /** Draws on the vertical plane x = const (faces down-right): u along -y, v downward from height z. */
  onRight(x: number, y: number, z: number, content: string): string {
    const s = this.s
    return `<g transform="matrix(${f(0.866 * s)} ${f(-0.5 * s)} 0 ${f(s)} ${f(this.x(x, y))} ${f(this.y(x, y, z))})">${content}</g>`
  }

  /**
   * A slab whose outline is drawn in local plane coordinates (any path), given
   * thickness by stacking copies. Returns defs and body separately.
   */
  slab(x: number, y: number, z: number, h: number, outline: string, side: string, top: string, topArt = ''): string {
    const id = nextId('slab')
    const steps = Math.max(1, Math.ceil(h * this.s))
    const parts: string[] = [`<defs><path id="${id}" d="${outline}"/></defs>`]
    for (let i = steps; i >= 1; i--) {
      const dz = (h * i) / steps
      parts.push(`<use href="#${id}" transform="${this.topMatrix(x, y, z + h - dz)}" fill="${side}"/>`)
    }
    parts.push(`<use href="#${id}" transform="${this.topMatrix(x, y, z + h)}" fill="${top}"/>`)
    if (topArt) parts.push(this.onTop(x, y, z + h, topArt))
    return parts.join('')
  }

  /** A vertical cylinder standing at (x, y, z). */
  cylinder(x: number, y: number, z: number, r: number, h: number, side: string, top: string, topArt = ''): string {
    const cx = f(this.x(x, y))
    const rx = f(r * this.s * 1.2247)
    const ry = f(r * this.s * 0.7071)
    const yb = f(this.y(x, y, z))
    const yt = f(this.y(x, y, z + h))
    return [
      `<ellipse cx="${cx}" cy="${yb}" rx="${rx}" ry="${ry}" fill="${side}"/>`,
      `<rect x="${f(cx - rx)}" y="${yt}" width="${f(2 * rx)}" height="${f(yb - yt)}" fill="${side}"/>`,
      `<ellipse cx="${cx}" cy="${yt}" rx="${rx}" ry="${ry}" fill="${top}"/>`,
      topArt ? this.onTop(x, y, z + h, topArt) : '',
    ].join('')
  }

  /** A soft shadow on the floor under a footprint. */
  shadow(x: number, y: number, z: number, w: number, d: number, opacity = 0.14, blur = 'softShadow'): string {
    return this.onTop(
      x,
      y,
      z,
      `<rect x="0" y="0" width="${w}" height="${d}" rx="${Math.min(w, d) * 0.2}" fill="${C.navy}" opacity="${opacity}" filter="url(#${blur})"/>`,
    )
  }
}

/** A rounded rectangle as a path, for slab outlines. */
function rrect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r},${y} H${x + w - r} A${r},${r} 0 0 1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h} H${x + r} A${r},${r} 0 0 1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0 1 ${x + r},${y} Z`
}

/** Concentric signal arcs around (cx, cy), opening towards angle `dir` (degrees, 0 = right, -90 = up). */
function waves(
  cx: number,
  cy: number,
  r0: number,
  step: number,
  n: number,
  dir: number,
  spread: number,
  color: string,
  width: number,
): string {
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const r = r0 + i * step
    const a1 = ((dir - spread / 2) * Math.PI) / 180
    const a2 = ((dir + spread / 2) * Math.PI) / 180
    const x1 = cx + r * Math.cos(a1)
    const y1 = cy + r * Math.sin(a1)
    const x2 = cx + r * Math.cos(a2)
    const y2 = cy + r * Math.sin(a2)
    out.push(
      `<path d="M${f(x1)},${f(y1)} A${r},${r} 0 0 1 ${f(x2)},${f(y2)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${f(1 - i * (0.55 / n))}"/>`,
    )
  }
  return out.join('')
}

const FILTERS = `
  <filter id="softShadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="bigShadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="7"/></filter>
  <filter id="dropShadow" x="-30%" y="-30%" width="160%" height="180%"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-color="${C.navy}" flood-opacity="0.22"/></filter>
`

function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${FILTERS}${defs}</defs>${body}</svg>`
}

/** The light backdrop product pictures share: a soft gradient, a large circle and a dot grid. */
function productBackdrop(w: number, h: number, cx: number, cy: number, r: number, tint = C.tealPale): string {
  const id = nextId('bg')
  const dots: string[] = []
  for (let x = 40; x < w * 0.3; x += 28)
    for (let y = 40; y < h * 0.32; y += 28) dots.push(`<circle cx="${x}" cy="${y}" r="2.2" fill="${C.slate2}" opacity="0.55"/>`)
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.light}"/><stop offset="1" stop-color="${C.mist}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#${id})"/>
  ${dots.join('')}
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${tint}"/>
  <circle cx="${cx - r * 0.86}" cy="${cy + r * 0.62}" r="${r * 0.15}" fill="${C.accentLight}"/>`
}

// ---------------------------------------------------------------- product parts (isometric)

/** Top art of a coaster pager, in a 100 x 100 local square. */
function pagerFace(number: string, lit: boolean): string {
  const ring = lit ? C.accent : C.teal
  return `
    <path d="${rrect(0, 0, 100, 100, 24)}" fill="${C.navy}"/>
    <path d="${rrect(5, 5, 90, 90, 19)}" fill="none" stroke="${ring}" stroke-width="${lit ? 4 : 2.5}" opacity="${lit ? 1 : 0.85}"/>
    <path d="${rrect(11, 11, 78, 78, 15)}" fill="${C.navy2}"/>
    <circle cx="50" cy="50" r="25" fill="${C.light}"/>
    <text x="50" y="58.5" font-family="${FONT}" font-size="23" font-weight="700" fill="${C.navy}" text-anchor="middle">${number}</text>
    <circle cx="50" cy="20" r="3" fill="${ring}"/>
    <path d="M73,78 h12" stroke="${C.slate}" stroke-width="2" stroke-linecap="round"/>`
}

/** A stack of coaster pagers on their charging stack. Footprint 120 x 120 from (x, y). */
function pagerStack(iso: Iso, x: number, y: number, z: number, count: number, topNumber: string): string {
  const parts: string[] = []
  parts.push(iso.shadow(x - 4, y - 4, z, 132, 132, 0.18, 'bigShadow'))
  parts.push(
    iso.slab(
      x,
      y,
      z,
      16,
      rrect(0, 0, 120, 120, 30),
      C.slate2,
      C.white,
      `<path d="${rrect(10, 10, 100, 100, 24)}" fill="${C.mist}"/><circle cx="104" cy="60" r="3.2" fill="${C.teal}"/>`,
    ),
  )
  for (let i = 0; i < count; i++) {
    const zz = z + 16 + i * 11
    const last = i === count - 1
    parts.push(
      iso.slab(
        x + 10,
        y + 10,
        zz,
        10,
        rrect(0, 0, 100, 100, 24),
        i % 2 ? C.ink : '#0a2140',
        C.navy,
        last
          ? pagerFace(topNumber, false)
          : `<path d="${rrect(5, 5, 90, 90, 19)}" fill="none" stroke="${C.teal}" stroke-width="2"/>`,
      ),
    )
  }
  return parts.join('')
}

/** One coaster pager lying flat, optionally lit with a glow. */
function loosePager(iso: Iso, x: number, y: number, z: number, number: string, lit: boolean): string {
  const glow = lit
    ? iso.onTop(
        x,
        y,
        z + 10,
        `<path d="${rrect(-4, -4, 108, 108, 26)}" fill="none" stroke="${C.accent}" stroke-width="10" opacity="0.75" filter="url(#glow)"/>`,
      )
    : ''
  return (
    iso.shadow(x + 2, y + 2, z, 104, 104, 0.2) +
    iso.slab(x, y, z, 10, rrect(0, 0, 100, 100, 24), C.ink, C.navy, pagerFace(number, lit)) +
    glow
  )
}

/** The keypad transmitter on a counter. Footprint 70 x 50. */
function transmitter(iso: Iso, x: number, y: number, z: number): string {
  const keys: string[] = []
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++)
      keys.push(
        `<rect x="${30 + c * 9.5}" y="${8 + r * 12}" width="7.5" height="9" rx="2" fill="${r === 2 && c === 3 ? C.teal : C.white}"/>`,
      )
  const art = `<path d="${rrect(0, 0, 70, 50, 8)}" fill="${C.navy2}"/>
    <rect x="5" y="8" width="21" height="34" rx="3" fill="${C.ink}"/>
    <text x="15.5" y="29" font-family="${FONT}" font-size="9" font-weight="700" fill="${C.teal}" text-anchor="middle" transform="rotate(-90 15.5 25)">027</text>
    ${keys.join('')}`
  return (
    iso.shadow(x, y, z, 72, 52, 0.18) +
    iso.slab(x, y, z, 9, rrect(0, 0, 70, 50, 8), C.ink, C.navy2, art) +
    // antenna
    `<rect x="${f(iso.x(x + 64, y + 6) - 3)}" y="${f(iso.y(x + 64, y + 6, z + 40))}" width="6" height="${f(31 * iso.s)}" rx="3" fill="${C.navy}"/>`
  )
}

/** Table call button: a puck with three keys. Radius 30 local units. */
function callButton(iso: Iso, x: number, y: number, z: number, lit = true): string {
  const keys = `
    <circle cx="0" cy="0" r="30" fill="${C.navy}"/>
    <circle cx="0" cy="0" r="27" fill="none" stroke="${C.navy3}" stroke-width="1.5"/>
    <circle cx="-11" cy="-8" r="9.5" fill="${lit ? C.accent : C.accentLight}"/>
    <path d="M-15,-5.5 q0,-7.5 4,-7.5 q4,0 4,7.5 z M-12.5,-4 h3" fill="${C.navy}" stroke="${C.navy}" stroke-width="1"/>
    <circle cx="11" cy="-8" r="9.5" fill="${C.teal}"/>
    <text x="11" y="-4.2" font-family="${FONT}" font-size="11" font-weight="700" fill="${C.white}" text-anchor="middle">€</text>
    <circle cx="0" cy="12" r="9.5" fill="${C.slate2}"/>
    <path d="M-3.5,8.5 l7,7 M3.5,8.5 l-7,7" stroke="${C.navy}" stroke-width="2.2" stroke-linecap="round"/>`
  return (
    iso.onTop(x, y, z, `<circle cx="0" cy="0" r="34" fill="${C.navy}" opacity="0.18" filter="url(#softShadow)"/>`) +
    iso.cylinder(x, y, z, 30, 9, C.ink, C.navy, keys)
  )
}

// ---------------------------------------------------------------- people and furniture (isometric)

/** A simple standing person at (x, y, z). */
function person(iso: Iso, x: number, y: number, z: number, shirt: string, skin: string, hair: string, height = 170): string {
  const cx = iso.x(x, y)
  const base = iso.y(x, y, z)
  const s = iso.s
  const legs = height * 0.46 * s
  const torso = height * 0.34 * s
  const head = height * 0.075 * s
  const w = height * 0.15 * s
  return `<g>
    <ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(w * 0.9)}" ry="${f(w * 0.35)}" fill="${C.navy}" opacity="0.16"/>
    <rect x="${f(cx - w * 0.42)}" y="${f(base - legs)}" width="${f(w * 0.36)}" height="${f(legs)}" rx="${f(w * 0.15)}" fill="${C.navy2}"/>
    <rect x="${f(cx + w * 0.06)}" y="${f(base - legs)}" width="${f(w * 0.36)}" height="${f(legs)}" rx="${f(w * 0.15)}" fill="${shade(C.navy2, -0.2)}"/>
    <rect x="${f(cx - w / 2)}" y="${f(base - legs - torso)}" width="${f(w)}" height="${f(torso + w * 0.2)}" rx="${f(w * 0.38)}" fill="${shirt}"/>
    <rect x="${f(cx - w * 0.12)}" y="${f(base - legs - torso - head * 0.5)}" width="${f(w * 0.24)}" height="${f(head * 0.8)}" fill="${skin}"/>
    <circle cx="${f(cx)}" cy="${f(base - legs - torso - head * 1.15)}" r="${f(head)}" fill="${skin}"/>
    <path d="M${f(cx - head)},${f(base - legs - torso - head * 1.15)} a${f(head)},${f(head)} 0 0 1 ${f(head * 2)},0 q${f(-head * 0.6)},${f(-head * 0.35)} ${f(-head * 2)},0 z" fill="${hair}"/>
  </g>`
}

/** A seated person seen behind a desk (only the upper body shows). */
function seated(iso: Iso, x: number, y: number, z: number, shirt: string, skin: string, hair: string): string {
  const cx = iso.x(x, y)
  const base = iso.y(x, y, z)
  const s = iso.s
  const w = 26 * s
  const torso = 58 * s
  const head = 13 * s
  return `<g>
    <rect x="${f(cx - w / 2)}" y="${f(base - torso)}" width="${f(w)}" height="${f(torso)}" rx="${f(w * 0.38)}" fill="${shirt}"/>
    <circle cx="${f(cx)}" cy="${f(base - torso - head * 0.9)}" r="${f(head)}" fill="${skin}"/>
    <path d="M${f(cx - head)},${f(base - torso - head * 0.9)} a${f(head)},${f(head)} 0 0 1 ${f(head * 2)},0 q${f(-head * 0.6)},${f(-head * 0.4)} ${f(-head * 2)},0 z" fill="${hair}"/>
  </g>`
}

function table(iso: Iso, x: number, y: number, z: number, w: number, d: number, h: number, top: string): string {
  const leg = (lx: number, ly: number) => iso.box(lx, ly, z, 4, 4, h - 4, C.navy2)
  return (
    iso.shadow(x, y, z, w, d, 0.12) +
    leg(x + 4, y + 4) +
    leg(x + w - 8, y + 4) +
    leg(x + 4, y + d - 8) +
    leg(x + w - 8, y + d - 8) +
    iso.box(x, y, z + h - 4, w, d, 4, top)
  )
}

function chair(iso: Iso, x: number, y: number, z: number, color: string, facing: 'x' | 'y'): string {
  const seat = iso.box(x, y, z + 40, 26, 26, 5, color)
  const legs = [
    iso.box(x + 2, y + 2, z, 3, 3, 40, C.navy2),
    iso.box(x + 21, y + 2, z, 3, 3, 40, C.navy2),
    iso.box(x + 2, y + 21, z, 3, 3, 40, C.navy2),
    iso.box(x + 21, y + 21, z, 3, 3, 40, C.navy2),
  ].join('')
  const back = facing === 'x' ? iso.box(x, y, z + 45, 4, 26, 34, color) : iso.box(x, y, z + 45, 26, 4, 34, color)
  return legs + (facing === 'x' || facing === 'y' ? back + seat : seat)
}

function plant(iso: Iso, x: number, y: number, z: number, size = 1): string {
  const cx = iso.x(x, y)
  const top = iso.y(x, y, z + 28 * size)
  const s = iso.s * size
  return (
    iso.cylinder(x, y, z, 12 * size, 28 * size, C.accent2, C.accent) +
    `<g><ellipse cx="${f(cx - 10 * s)}" cy="${f(top - 22 * s)}" rx="${f(14 * s)}" ry="${f(24 * s)}" fill="${C.green2}" transform="rotate(-24 ${f(cx - 10 * s)} ${f(top - 22 * s)})"/>
    <ellipse cx="${f(cx + 11 * s)}" cy="${f(top - 24 * s)}" rx="${f(13 * s)}" ry="${f(25 * s)}" fill="${C.green}" transform="rotate(22 ${f(cx + 11 * s)} ${f(top - 24 * s)})"/>
    <ellipse cx="${f(cx)}" cy="${f(top - 34 * s)}" rx="${f(12 * s)}" ry="${f(28 * s)}" fill="${shade(C.green, 0.12)}"/></g>`
  )
}

/** Where the room scenes sit in their 1200 x 800 frame. */
const ROOM = { ox: 555, oy: 292, s: 1.3 }

/** An open room corner: floor W x D, back walls of height H, wall thickness t. */
function room(iso: Iso, W: number, D: number, H: number, floor: string, wallA: string, wallB: string, t = 10): string {
  return [
    // floor slab
    iso.box(0, 0, -14, W, D, 14, floor, { left: shade(floor, -0.18), right: shade(floor, -0.3) }),
    // back wall along x (y < 0), seen from its y = 0 face
    iso.box(-t, -t, 0, W + t, t, H, wallA, { left: wallA, right: shade(wallA, -0.2), top: shade(wallA, -0.08) }),
    // back wall along y (x < 0), seen from its x = 0 face
    iso.box(-t, 0, 0, t, D, H, wallB, { right: wallB, left: shade(wallB, -0.15), top: shade(wallB, -0.08) }),
  ].join('')
}

// ---------------------------------------------------------------- flat product parts (front views)

/** A watch receiver face, front view, centred at (cx, cy); 1 = 300 px wide case. */
function watch(cx: number, cy: number, scale: number, lines: [string, string, string], strap = C.navy2): string {
  const s = scale
  const holes = [0, 1, 2, 3]
    .map(
      (i) => `<ellipse cx="${cx}" cy="${cy + 270 * s + i * 42 * s}" rx="${8 * s}" ry="${6 * s}" fill="${shade(strap, -0.35)}"/>`,
    )
    .join('')
  return `<g>
    <path d="M${cx - 95 * s},${cy - 160 * s} L${cx - 85 * s},${cy - 420 * s} Q${cx},${cy - 440 * s} ${cx + 85 * s},${cy - 420 * s} L${cx + 95 * s},${cy - 160 * s} Z" fill="${strap}"/>
    <path d="M${cx - 95 * s},${cy + 160 * s} L${cx - 85 * s},${cy + 430 * s} Q${cx},${cy + 450 * s} ${cx + 85 * s},${cy + 430 * s} L${cx + 95 * s},${cy + 160 * s} Z" fill="${shade(strap, -0.12)}"/>
    ${holes}
    <rect x="${cx + 142 * s}" y="${cy - 50 * s}" width="${26 * s}" height="${100 * s}" rx="${10 * s}" fill="${C.slate}"/>
    <rect x="${cx - 150 * s}" y="${cy - 175 * s}" width="${300 * s}" height="${350 * s}" rx="${78 * s}" fill="${C.navy}"/>
    <rect x="${cx - 141 * s}" y="${cy - 166 * s}" width="${282 * s}" height="${332 * s}" rx="${70 * s}" fill="none" stroke="${C.navy3}" stroke-width="${4 * s}"/>
    <rect x="${cx - 118 * s}" y="${cy - 140 * s}" width="${236 * s}" height="${280 * s}" rx="${48 * s}" fill="${C.ink}"/>
    <text x="${cx - 88 * s}" y="${cy - 92 * s}" font-family="${FONT}" font-size="${22 * s}" fill="${C.slate}">14:32</text>
    <rect x="${cx + 48 * s}" y="${cy - 110 * s}" width="${36 * s}" height="${18 * s}" rx="${4 * s}" fill="none" stroke="${C.slate}" stroke-width="${2.5 * s}"/>
    <rect x="${cx + 52 * s}" y="${cy - 106 * s}" width="${22 * s}" height="${10 * s}" rx="${2 * s}" fill="${C.teal}"/>
    <rect x="${cx - 92 * s}" y="${cy - 62 * s}" width="${184 * s}" height="${4 * s}" rx="${2 * s}" fill="${C.navy3}"/>
    <circle cx="${cx - 68 * s}" cy="${cy - 10 * s}" r="${22 * s}" fill="${C.accent}"/>
    <path d="M${cx - 80 * s},${cy - 4 * s} q0,${-22 * s} ${12 * s},${-22 * s} q${12 * s},0 ${12 * s},${22 * s} z" fill="${C.navy}"/>
    <rect x="${cx - 73 * s}" y="${cy}" width="${10 * s}" height="${4 * s}" rx="${2 * s}" fill="${C.navy}"/>
    <text x="${cx - 34 * s}" y="${cy + 1 * s}" font-family="${FONT}" font-size="${29 * s}" font-weight="700" fill="${C.white}">${lines[0]}</text>
    <text x="${cx - 92 * s}" y="${cy + 56 * s}" font-family="${FONT}" font-size="${25 * s}" fill="${C.tealLight}">${lines[1]}</text>
    <text x="${cx - 92 * s}" y="${cy + 94 * s}" font-family="${FONT}" font-size="${21 * s}" fill="${C.slate}">${lines[2]}</text>
  </g>`
}

/** The residents' wristband transmitter: a strap loop seen from the front, the housing on it. */
function wristband(cx: number, cy: number, s: number, strap = '#2d5a7b'): string {
  const ey = cy - 40 * s
  const rx = 175 * s
  const ry = 120 * s
  const sw = 70 * s
  return `<g>
    <path d="M${cx - rx},${ey} A${rx},${ry} 0 0 1 ${cx + rx},${ey}" fill="none" stroke="${shade(strap, -0.35)}" stroke-width="${sw}"/>
    <path d="M${cx - rx},${ey} A${rx},${ry} 0 0 0 ${cx + rx},${ey}" fill="none" stroke="${strap}" stroke-width="${sw}"/>
    <path d="M${cx - rx + 8 * s},${ey + 10 * s} A${rx - 8 * s},${ry - 4 * s} 0 0 0 ${cx + rx - 8 * s},${ey + 10 * s}" fill="none" stroke="${shade(strap, 0.2)}" stroke-width="${4 * s}" stroke-dasharray="${3 * s} ${14 * s}" opacity="0.7"/>
    <rect x="${cx - 120 * s}" y="${cy - 110 * s}" width="${240 * s}" height="${250 * s}" rx="${80 * s}" fill="${C.white}"/>
    <rect x="${cx - 120 * s}" y="${cy - 110 * s}" width="${240 * s}" height="${250 * s}" rx="${80 * s}" fill="none" stroke="${C.mist2}" stroke-width="${6 * s}"/>
    <circle cx="${cx}" cy="${cy + 18 * s}" r="${84 * s}" fill="${C.mist}"/>
    <circle cx="${cx}" cy="${cy + 18 * s}" r="${70 * s}" fill="${C.accent}"/>
    <circle cx="${cx}" cy="${cy + 18 * s}" r="${70 * s}" fill="none" stroke="${C.accent2}" stroke-width="${5 * s}"/>
    <path d="M${cx - 13 * s},${cy - 20 * s} h${26 * s} v${25 * s} h${25 * s} v${26 * s} h${-25 * s} v${25 * s} h${-26 * s} v${-25 * s} h${-25 * s} v${-26 * s} h${25 * s} z" fill="${C.white}"/>
    <circle cx="${cx}" cy="${cy - 86 * s}" r="${7 * s}" fill="${C.green}"/>
    <text x="${cx}" y="${cy + 124 * s}" font-family="${FONT}" font-size="${15 * s}" font-weight="700" fill="${C.slate}" text-anchor="middle" letter-spacing="${2 * s}">OPROEP</text>
  </g>`
}

/** The pear-shaped bed push with its clip, front view. */
function bedPush(cx: number, cy: number, s: number, angle = 0): string {
  return `<g transform="rotate(${angle} ${cx} ${cy})">
    <path d="M${cx},${cy - 240 * s} C${cx + 28 * s},${cy - 300 * s} ${cx + 60 * s},${cy - 360 * s} ${cx + 40 * s},${cy - 430 * s}" fill="none" stroke="${C.slate}" stroke-width="${12 * s}" stroke-linecap="round"/>
    <path d="M${cx},${cy - 250 * s} C${cx + 70 * s},${cy - 250 * s} ${cx + 92 * s},${cy - 120 * s} ${cx + 110 * s},${cy + 40 * s} C${cx + 130 * s},${cy + 200 * s} ${cx + 70 * s},${cy + 250 * s} ${cx},${cy + 250 * s} C${cx - 70 * s},${cy + 250 * s} ${cx - 130 * s},${cy + 200 * s} ${cx - 110 * s},${cy + 40 * s} C${cx - 92 * s},${cy - 120 * s} ${cx - 70 * s},${cy - 250 * s} ${cx},${cy - 250 * s} Z" fill="${C.white}"/>
    <path d="M${cx - 104 * s},${cy + 60 * s} C${cx - 118 * s},${cy + 200 * s} ${cx - 60 * s},${cy + 245 * s} ${cx},${cy + 245 * s}" fill="none" stroke="${C.mist2}" stroke-width="${10 * s}" stroke-linecap="round"/>
    <rect x="${cx - 22 * s}" y="${cy - 236 * s}" width="${44 * s}" height="${22 * s}" rx="${8 * s}" fill="${C.slate2}"/>
    <circle cx="${cx}" cy="${cy + 70 * s}" r="${72 * s}" fill="${C.tealLight}"/>
    <circle cx="${cx}" cy="${cy + 70 * s}" r="${58 * s}" fill="${C.teal}"/>
    <path d="M${cx - 24 * s},${cy + 82 * s} q0,${-42 * s} ${24 * s},${-42 * s} q${24 * s},0 ${24 * s},${42 * s} l${8 * s},${8 * s} h${-64 * s} z" fill="${C.white}"/>
    <circle cx="${cx}" cy="${cy + 100 * s}" r="${7 * s}" fill="${C.white}"/>
    <circle cx="${cx - 36 * s}" cy="${cy - 82 * s}" r="${9 * s}" fill="${C.green}"/>
    <circle cx="${cx}" cy="${cy - 82 * s}" r="${9 * s}" fill="${C.accent}"/>
    <rect x="${cx + 26 * s}" y="${cy - 90 * s}" width="${22 * s}" height="${16 * s}" rx="${4 * s}" fill="${C.navy}"/>
  </g>`
}

/** A wall-mounted pull cord unit: plate, cord and triangle handle. */
function pullCord(x: number, y: number, s: number, cordLength: number): string {
  return `<g>
    <rect x="${x - 70 * s}" y="${y - 70 * s}" width="${140 * s}" height="${140 * s}" rx="${18 * s}" fill="${C.white}" filter="url(#dropShadow)"/>
    <rect x="${x - 70 * s}" y="${y - 70 * s}" width="${140 * s}" height="${140 * s}" rx="${18 * s}" fill="none" stroke="${C.mist2}" stroke-width="${3 * s}"/>
    <circle cx="${x - 32 * s}" cy="${y - 32 * s}" r="${10 * s}" fill="${C.accent}"/>
    <rect x="${x + 6 * s}" y="${y - 44 * s}" width="${44 * s}" height="${24 * s}" rx="${6 * s}" fill="${C.green}"/>
    <text x="${x + 28 * s}" y="${y - 27.5 * s}" font-family="${FONT}" font-size="${9.5 * s}" font-weight="700" fill="${C.white}" text-anchor="middle">RESET</text>
    <circle cx="${x}" cy="${y + 32 * s}" r="${14 * s}" fill="${C.mist}"/>
    <line x1="${x}" y1="${y + 32 * s}" x2="${x}" y2="${y + 32 * s + cordLength}" stroke="${C.red}" stroke-width="${5 * s}"/>
    <path d="M${x},${y + 32 * s + cordLength - 6 * s} L${x + 44 * s},${y + 32 * s + cordLength + 70 * s} L${x - 44 * s},${y + 32 * s + cordLength + 70 * s} Z" fill="none" stroke="${C.red}" stroke-width="${16 * s}" stroke-linejoin="round"/>
  </g>`
}

// ---------------------------------------------------------------- pictures

type Picture = { name: string; width: number; height: number; svg: () => string; quality?: number }

const pictures: Picture[] = [
  {
    name: 'hero-home',
    width: 2400,
    height: 1200,
    svg: () => {
      const W = 2400
      const H = 1200
      const iso = new Iso(1500, 330, 2.6)
      const bg = `<defs><linearGradient id="hbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.light}"/><stop offset="1" stop-color="#dde8f4"/></linearGradient>
        <radialGradient id="hglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.tealLight}" stop-opacity="0.9"/><stop offset="1" stop-color="${C.tealLight}" stop-opacity="0"/></radialGradient></defs>
        <rect width="${W}" height="${H}" fill="url(#hbg)"/>
        <circle cx="1620" cy="640" r="620" fill="url(#hglow)"/>
        <circle cx="2210" cy="170" r="90" fill="${C.accentLight}"/>
        <circle cx="930" cy="1050" r="46" fill="${C.tealLight}"/>`
      const dots: string[] = []
      for (let x = 120; x < 640; x += 34)
        for (let y = 110; y < 420; y += 34) dots.push(`<circle cx="${x}" cy="${y}" r="2.6" fill="${C.slate2}" opacity="0.6"/>`)
      // the platform
      const platform =
        iso.shadow(-10, -10, -40, 330, 250, 0.22, 'bigShadow') +
        iso.slab(
          0,
          0,
          -34,
          34,
          rrect(0, 0, 310, 230, 40),
          C.slate2,
          C.white,
          `<path d="${rrect(14, 14, 282, 202, 30)}" fill="${C.mist}"/><path d="${rrect(14, 14, 282, 202, 30)}" fill="none" stroke="${C.mist2}" stroke-width="2" stroke-dasharray="6 8"/>`,
        )
      const stack = pagerStack(iso, 30, 40, 0, 6, '12')
      const tx = transmitter(iso, 182, 30, 0)
      const p1 = loosePager(iso, 170, 120, 0, '27', true)
      const btn = callButton(iso, 90, 190, 0, true)
      // arcs above the lit pager
      const lx = iso.x(220, 170)
      const ly = iso.y(220, 170, 30)
      const arcs = waves(lx, ly, 50, 38, 4, -90, 80, C.accent, 9)
      const sx = iso.x(218, 55)
      const sy = iso.y(218, 55, 60)
      const arcs2 = waves(sx, sy, 40, 34, 4, -60, 70, C.teal, 8)
      // floating watch and wristband cards
      const watchCard = `<g transform="translate(2040 700) rotate(8)" filter="url(#dropShadow)">${watch(0, 0, 0.55, ['Table 12', 'Order ready', 'Pickup desk'])}</g>`
      const bandCard = `<g transform="translate(940 600) rotate(-10)" filter="url(#dropShadow)">${wristband(0, 0, 0.62)}</g>`
      const chip = (x: number, y: number, label: string, color: string) =>
        `<g filter="url(#dropShadow)"><rect x="${x}" y="${y}" width="${label.length * 17 + 70}" height="64" rx="32" fill="${C.white}"/><circle cx="${x + 34}" cy="${y + 32}" r="12" fill="${color}"/><text x="${x + 58}" y="${y + 42}" font-family="${FONT}" font-size="28" font-weight="700" fill="${C.navy}">${label}</text></g>`
      return svgDoc(
        W,
        H,
        bg +
          dots.join('') +
          platform +
          stack +
          tx +
          btn +
          p1 +
          arcs +
          arcs2 +
          bandCard +
          watchCard +
          chip(1880, 250, 'Table 12 ready', C.accent) +
          chip(980, 940, 'Room 14 calling', C.teal),
      )
    },
  },
  {
    name: 'product-coaster-pager',
    width: 1200,
    height: 900,
    svg: () => {
      const iso = new Iso(600, 250, 2.1)
      const bg = productBackdrop(1200, 900, 610, 470, 330)
      const stack = pagerStack(iso, -10, -10, 0, 7, '08')
      const tx = transmitter(iso, 135, -40, 0)
      const p1 = loosePager(iso, 140, 80, 0, '27', true)
      const p2 = loosePager(iso, 10, 150, 0, '31', false)
      const lx = iso.x(190, 130)
      const ly = iso.y(190, 130, 26)
      const arcs = waves(lx, ly, 40, 30, 4, -90, 80, C.accent, 7)
      const sx = iso.x(190, -30)
      const sy = iso.y(190, -30, 60)
      return svgDoc(1200, 900, bg + stack + tx + p2 + p1 + arcs + waves(sx, sy, 30, 26, 3, -50, 70, C.teal, 6))
    },
  },
  {
    name: 'product-nurse-call-wristband',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 450, 320)
      const band = `<g filter="url(#dropShadow)" transform="rotate(-8 560 470)">${wristband(560, 470, 1.05)}</g>`
      const arcs = waves(700, 320, 150, 40, 3, -40, 70, C.teal, 10)
      const tag = `<g filter="url(#dropShadow)"><rect x="800" y="600" width="330" height="120" rx="24" fill="${C.white}"/>
        <text x="830" y="650" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.navy}">IP67</text>
        <text x="830" y="692" font-family="${FONT}" font-size="22" fill="${C.navy3}">Wear it in the shower</text></g>`
      return svgDoc(
        1200,
        900,
        bg +
          `<ellipse cx="560" cy="700" rx="200" ry="24" fill="${C.navy}" opacity="0.14" filter="url(#softShadow)"/>` +
          band +
          arcs +
          tag,
      )
    },
  },
  {
    name: 'product-nurse-call-bed-button',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = `<rect width="1200" height="900" fill="${C.light}"/>
        <rect x="0" y="0" width="1200" height="560" fill="${C.mist}"/>
        <rect x="0" y="548" width="1200" height="14" fill="${C.mist2}"/>
        <circle cx="330" cy="300" r="230" fill="${C.tealPale}"/>`
      // mattress and pillow in the lower part
      const bed = `<rect x="-60" y="420" width="820" height="230" rx="36" fill="${C.navy2}"/>
        <rect x="-60" y="420" width="820" height="22" rx="11" fill="${C.navy3}"/>
        <rect x="-40" y="600" width="1280" height="340" rx="60" fill="${C.white}"/>
        <rect x="-40" y="600" width="1280" height="40" rx="20" fill="${C.mist2}"/>
        <path d="M60,720 C60,650 120,630 300,632 L560,636 C660,638 690,668 690,720 C690,790 650,812 560,812 L170,812 C90,812 60,790 60,720 Z" fill="${C.tealPale}"/>
        <path d="M120,700 C260,690 420,690 620,705" stroke="${C.tealLight}" stroke-width="6" fill="none" stroke-linecap="round"/>`
      const push = `<g filter="url(#dropShadow)">${bedPush(420, 520, 0.72, -18)}</g>`
      const cord = pullCord(880, 170, 1, 250)
      const arcs = waves(420, 300, 120, 36, 3, -70, 70, C.teal, 9)
      const chip = `<g filter="url(#dropShadow)"><rect x="800" y="690" width="330" height="110" rx="24" fill="${C.white}"/>
        <circle cx="846" cy="745" r="18" fill="${C.teal}"/>
        <text x="880" y="736" font-family="${FONT}" font-size="26" font-weight="700" fill="${C.navy}">Room 14, bed 2</text>
        <text x="880" y="772" font-family="${FONT}" font-size="21" fill="${C.navy3}">Call sent to 3 watches</text></g>`
      return svgDoc(1200, 900, bg + cord + bed + push + arcs + chip)
    },
  },
  {
    name: 'product-staff-watch-pager',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 450, 330)
      const w = `<g filter="url(#dropShadow)" transform="rotate(-9 600 450)">${watch(600, 450, 1, ['Table 12', 'Order ready', 'Kitchen, pass 2'])}</g>`
      const vib = waves(600, 450, 250, 34, 3, 0, 50, C.teal, 10) + waves(600, 450, 250, 34, 3, 180, 50, C.teal, 10)
      return svgDoc(
        1200,
        900,
        bg + `<ellipse cx="600" cy="860" rx="220" ry="22" fill="${C.navy}" opacity="0.12" filter="url(#softShadow)"/>` + vib + w,
      )
    },
  },
  {
    name: 'product-table-call-button',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 470, 330)
      const t = new Iso(540, 374, 2.4)
      const tableShadow = t.shadow(-70, -70, -22, 320, 280, 0.2, 'bigShadow')
      const top = t.slab(
        -60,
        -60,
        -16,
        16,
        rrect(0, 0, 300, 260, 26),
        C.wood2,
        C.wood,
        `<path d="${rrect(6, 6, 288, 248, 22)}" fill="none" stroke="${shade(C.wood, -0.05)}" stroke-width="1.5"/>`,
      )
      const card = t.onTop(
        -30,
        110,
        0,
        `<rect x="2" y="3" width="56" height="76" rx="4" fill="${C.navy}" opacity="0.12"/><rect x="0" y="0" width="56" height="76" rx="4" fill="${C.white}"/>
        <rect x="8" y="9" width="28" height="5" rx="2.5" fill="${C.teal}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="8" y="${22 + i * 10}" width="${34 - (i % 3) * 6}" height="3" rx="1.5" fill="${C.slate2}"/><rect x="44" y="${22 + i * 10}" width="6" height="3" rx="1.5" fill="${C.accent}"/>`).join('')}`,
      )
      const cup =
        t.onTop(150, 50, 0, `<circle r="26" fill="${C.navy}" opacity="0.16" filter="url(#softShadow)"/>`) +
        t.cylinder(150, 50, 0, 20, 3, C.mist2, C.white) +
        t.cylinder(150, 50, 3, 12, 20, C.slate2, C.white, `<circle r="10" fill="#7a4f2e"/>`)
      const b = new Iso(t.x(40, 40), t.y(40, 40, 0), 5.2)
      const btn = callButton(b, 0, 0, 0, true)
      const arcs = waves(540, 452, 150, 42, 3, -90, 64, C.accent, 11)
      const chip = (y: number, x: number, color: string, label: string) =>
        `<g filter="url(#dropShadow)"><rect x="${x}" y="${y}" width="220" height="64" rx="32" fill="${C.white}"/><circle cx="${x + 36}" cy="${y + 32}" r="14" fill="${color}"/><text x="${x + 62}" y="${y + 42}" font-family="${FONT}" font-size="28" font-weight="700" fill="${C.navy}">${label}</text></g>`
      const labels = chip(170, 880, C.accent, 'Call') + chip(255, 920, C.teal, 'Bill') + chip(340, 880, C.slate2, 'Cancel')
      return svgDoc(1200, 900, bg + tableShadow + top + card + cup + btn + arcs + labels)
    },
  },
  {
    name: 'solution-restaurant',
    width: 1200,
    height: 800,
    svg: () => {
      const iso = new Iso(ROOM.ox, ROOM.oy, ROOM.s)
      const bg = `<rect width="1200" height="800" fill="${C.light}"/><circle cx="600" cy="430" r="370" fill="${C.tealPale}"/>`
      const walls = room(iso, 380, 300, 170, '#eef1f6', C.white, '#f3efe8')
      const menu = iso.onLeft(
        190,
        0,
        155,
        `<rect x="0" y="0" width="150" height="70" rx="6" fill="${C.navy}"/>
        <rect x="10" y="10" width="60" height="7" rx="3" fill="${C.accent}"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="10" y="${26 + i * 10}" width="${50 - i * 6}" height="4" rx="2" fill="${C.slate}"/><rect x="90" y="${26 + i * 10}" width="18" height="4" rx="2" fill="${C.tealLight}"/>`).join('')}
        <rect x="80" y="10" width="60" height="7" rx="3" fill="${C.teal}"/>`,
      )
      const win = iso.onRight(
        0,
        250,
        150,
        `<rect x="0" y="0" width="150" height="95" rx="4" fill="${C.white}"/><rect x="8" y="8" width="64" height="79" fill="#cfe6f2"/><rect x="78" y="8" width="64" height="79" fill="#cfe6f2"/><path d="M14,70 l20,-30 l14,18 l10,-12 l14,24 z" fill="#b6d8e9"/>`,
      )
      const server = person(iso, 120, 14, 0, C.teal, C.skin2, C.ink, 165)
      const counter =
        iso.box(30, 36, 0, 220, 46, 60, C.navy2, { top: C.white, left: C.navy2, right: C.navy }) +
        iso.onLeft(30, 82, 60, `<rect x="12" y="14" width="196" height="6" rx="3" fill="${C.teal}"/>`)
      const small = new Iso(iso.x(55, 44), iso.y(55, 44, 60), iso.s * 0.4)
      const pagers = pagerStack(small, 0, 0, 0, 5, '04')
      const small2 = new Iso(iso.x(170, 46), iso.y(170, 46, 60), iso.s * 0.42)
      const tx = transmitter(small2, 0, 0, 0)
      const t1 = table(iso, 90, 160, 0, 70, 60, 48, C.wood)
      const t2 = table(iso, 260, 130, 0, 70, 60, 48, C.wood)
      const t3 = table(iso, 250, 230, 0, 70, 60, 48, C.wood)
      const small3 = new Iso(iso.x(112, 182), iso.y(112, 182, 48), iso.s * 0.3)
      const lit = loosePager(small3, 0, 0, 0, '27', true)
      const arcs = waves(iso.x(127, 197), iso.y(127, 197, 66), 24, 18, 3, -90, 80, C.accent, 5)
      const small4 = new Iso(iso.x(275, 255), iso.y(275, 255, 48), iso.s * 0.3)
      const p2 = loosePager(small4, 0, 0, 0, '31', false)
      const chairs =
        chair(iso, 168, 170, 0, C.accent, 'x') + chair(iso, 338, 140, 0, C.teal, 'x') + chair(iso, 328, 240, 0, C.accent, 'x')
      const guests =
        person(iso, 60, 250, 0, C.accent, C.skin1, '#5b3a1e', 150) + person(iso, 180, 262, 0, C.navy3, C.skin3, C.ink, 160)
      const lamp = (x: number, y: number, color: string) =>
        `<line x1="${f(iso.x(x, y))}" y1="${f(iso.y(x, y, 215))}" x2="${f(iso.x(x, y))}" y2="${f(iso.y(x, y, 150))}" stroke="${C.navy}" stroke-width="2"/><path d="M${f(iso.x(x, y) - 18)},${f(iso.y(x, y, 150) + 16)} q18,-26 36,0 z" fill="${color}"/>`
      const pl = plant(iso, 355, 20, 0, 1.3)
      return svgDoc(
        1200,
        800,
        bg +
          walls +
          menu +
          win +
          server +
          counter +
          pagers +
          tx +
          pl +
          t2 +
          chairs +
          t1 +
          lit +
          arcs +
          t3 +
          p2 +
          guests +
          lamp(125, 190, C.accent) +
          lamp(295, 160, C.teal),
      )
    },
  },
  {
    name: 'solution-care-home',
    width: 1200,
    height: 800,
    svg: () => {
      const iso = new Iso(ROOM.ox, ROOM.oy, ROOM.s)
      const bg = `<rect width="1200" height="800" fill="${C.light}"/><circle cx="600" cy="430" r="370" fill="${C.tealPale}"/>`
      const walls = room(iso, 380, 300, 170, '#eef1f6', '#f6f8fb', '#eaf3f2')
      const win = iso.onLeft(
        200,
        0,
        150,
        `<rect x="0" y="0" width="140" height="90" rx="4" fill="${C.white}"/><rect x="8" y="8" width="60" height="74" fill="#cfe6f2"/><rect x="72" y="8" width="60" height="74" fill="#cfe6f2"/><rect x="-6" y="-6" width="40" height="102" fill="${C.tealLight}"/>`,
      )
      const picture = iso.onLeft(
        60,
        0,
        140,
        `<rect x="0" y="0" width="60" height="44" rx="3" fill="${C.white}"/><rect x="5" y="5" width="50" height="34" fill="${C.accentLight}"/><circle cx="40" cy="16" r="6" fill="${C.accent}"/><path d="M5,39 l16,-16 l12,10 l8,-6 l14,12 z" fill="${C.green}"/>`,
      )
      // door on wall B with corridor light above
      const door = iso.onRight(
        0,
        280,
        130,
        `<rect x="0" y="0" width="70" height="130" rx="3" fill="${C.wood}"/><circle cx="60" cy="70" r="3.5" fill="${C.navy}"/>`,
      )
      const cl = iso.onRight(
        0,
        265,
        158,
        `<rect x="0" y="0" width="40" height="16" rx="5" fill="${C.navy}"/><rect x="3" y="3" width="16" height="10" rx="3" fill="${C.accent}"/><rect x="21" y="3" width="16" height="10" rx="3" fill="${C.slate}"/>`,
      )
      const clGlow = `<circle cx="${f(iso.x(0, 260))}" cy="${f(iso.y(0, 260, 152))}" r="18" fill="${C.accent}" opacity="0.6" filter="url(#glow)"/>`
      // pull cord on wall B near the bed
      const cord = iso.onRight(
        0,
        120,
        120,
        `<rect x="0" y="0" width="16" height="16" rx="2" fill="${C.white}" stroke="${C.mist2}"/><line x1="8" y1="16" x2="8" y2="80" stroke="${C.red}" stroke-width="1.6"/><path d="M8,78 l7,12 h-14 z" fill="none" stroke="${C.red}" stroke-width="2.5" stroke-linejoin="round"/>`,
      )
      // bed: frame + mattress + pillow + blanket
      const bed =
        iso.shadow(20, 40, 0, 200, 110, 0.14) +
        iso.box(20, 40, 0, 200, 110, 30, C.navy3, { top: C.navy3 }) +
        iso.box(20, 40, 30, 8, 110, 40, C.navy2) +
        iso.box(26, 44, 30, 190, 102, 14, C.white) +
        iso.box(34, 56, 44, 40, 78, 8, C.tealPale) +
        iso.box(90, 42, 44, 128, 106, 6, C.teal, { top: C.teal, left: C.teal2, right: C.teal3 })
      const push = `<circle cx="${f(iso.x(84, 140))}" cy="${f(iso.y(84, 140, 52))}" r="7" fill="${C.white}" stroke="${C.slate}" stroke-width="2"/><circle cx="${f(iso.x(84, 140))}" cy="${f(iso.y(84, 140, 52))}" r="3.4" fill="${C.teal}"/>`
      const cabinet =
        iso.box(30, 170, 0, 50, 40, 56, C.wood, { top: shade(C.wood, 0.2) }) + iso.cylinder(55, 185, 56, 6, 20, C.slate2, C.white)
      const chairA = chair(iso, 270, 90, 0, C.accent, 'x')
      const resident = person(iso, 300, 210, 0, C.accentLight, C.skin1, '#dcdcdc', 150)
      const nurse = person(iso, 200, 250, 0, C.teal, C.skin2, C.ink, 165)
      const bubble = `<g filter="url(#dropShadow)"><rect x="${f(iso.x(200, 250) + 30)}" y="${f(iso.y(200, 250, 230))}" width="190" height="72" rx="18" fill="${C.white}"/>
        <circle cx="${f(iso.x(200, 250) + 62)}" cy="${f(iso.y(200, 250, 230) + 36)}" r="16" fill="${C.accent}"/>
        <text x="${f(iso.x(200, 250) + 88)}" y="${f(iso.y(200, 250, 230) + 32)}" font-family="${FONT}" font-size="20" font-weight="700" fill="${C.navy}">Room 14</text>
        <text x="${f(iso.x(200, 250) + 88)}" y="${f(iso.y(200, 250, 230) + 56)}" font-family="${FONT}" font-size="16" fill="${C.navy3}">Bed push</text></g>`
      const pl = plant(iso, 355, 20, 0, 1.2)
      return svgDoc(
        1200,
        800,
        bg + walls + win + picture + door + cl + clGlow + cord + pl + cabinet + bed + push + chairA + resident + nurse + bubble,
      )
    },
  },
  {
    name: 'solution-retail-warehouse',
    width: 1200,
    height: 800,
    svg: () => {
      const iso = new Iso(ROOM.ox, ROOM.oy, ROOM.s)
      const bg = `<rect width="1200" height="800" fill="${C.light}"/><circle cx="600" cy="430" r="370" fill="${C.accentLight}" opacity="0.55"/>`
      const walls = room(iso, 380, 300, 170, '#eef1f6', C.white, '#eef2f7')
      const rack = (x: number, y: number, w: number, colors: string[]) => {
        const out: string[] = [iso.box(x, y, 0, 4, 40, 150, C.navy2), iso.box(x + w - 4, y, 0, 4, 40, 150, C.navy2)]
        for (let lvl = 0; lvl < 3; lvl++) {
          const z = 10 + lvl * 50
          out.push(iso.box(x + 4, y, z, w - 8, 40, 4, C.slate))
          let bx = x + 8
          colors.forEach((c, i) => {
            const bw = 26 + ((i + lvl) % 3) * 8
            if (bx + bw > x + w - 8) return
            out.push(iso.box(bx, y + 4, z + 4, bw, 32, 22 + ((i * 7 + lvl * 5) % 14), c))
            bx += bw + 4
          })
        }
        return out.join('')
      }
      const boxes = [C.wood2, C.wood, C.accent, C.wood2, C.teal, C.wood]
      const racks = rack(30, 0, 200, boxes)
      const wallShelf = iso.onRight(
        0,
        220,
        150,
        `<rect x="0" y="30" width="150" height="5" fill="${C.slate}"/><rect x="0" y="80" width="150" height="5" fill="${C.slate}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${8 + i * 23}" y="${8 + (i % 3) * 3}" width="18" height="${22 - (i % 3) * 3}" rx="2" fill="${[C.teal, C.wood2, C.accent, C.wood, C.navy3, C.wood2][i]}"/><rect x="${10 + i * 23}" y="${56 + (i % 2) * 4}" width="18" height="${24 - (i % 2) * 4}" rx="2" fill="${[C.wood, C.teal2, C.wood2, C.accent, C.wood2, C.teal][i]}"/>`).join('')}`,
      )
      // assistance button on the pillar
      const pillar = iso.box(250, 0, 0, 30, 30, 170, C.mist2, { top: C.mist })
      const sign = iso.onLeft(
        252,
        30,
        120,
        `<rect x="0" y="0" width="26" height="34" rx="3" fill="${C.white}"/><circle cx="13" cy="14" r="8" fill="${C.accent}"/><circle cx="13" cy="14" r="4.5" fill="${C.accent2}"/><rect x="5" y="26" width="16" height="3" rx="1.5" fill="${C.navy}"/>`,
      )
      const signArcs = waves(iso.x(265, 30), iso.y(265, 30, 106), 20, 14, 3, -90, 70, C.accent, 4)
      // checkout counter
      const counter = iso.box(140, 170, 0, 120, 50, 56, C.navy2, { top: C.white, left: C.navy2, right: C.navy })
      const till = iso.box(220, 180, 56, 26, 22, 14, C.slate2) + iso.box(224, 176, 70, 18, 4, 24, C.navy)
      // pallet with boxes
      const pallet =
        iso.box(290, 190, 0, 70, 70, 8, C.wood2) +
        iso.box(294, 194, 8, 30, 30, 26, C.wood) +
        iso.box(326, 194, 8, 30, 30, 30, C.wood2) +
        iso.box(294, 226, 8, 30, 30, 22, C.wood2) +
        iso.box(326, 226, 8, 30, 30, 26, C.wood) +
        iso.box(300, 200, 34, 30, 30, 24, C.accent)
      const clerk = person(iso, 195, 150, 0, C.teal, C.skin3, C.ink, 160)
      const shopper = person(iso, 120, 250, 0, C.accent, C.skin1, '#8a5a2b', 155)
      const bubble = `<g filter="url(#dropShadow)"><rect x="${f(iso.x(195, 150) + 26)}" y="${f(iso.y(195, 150, 250))}" width="200" height="72" rx="18" fill="${C.white}"/>
        <circle cx="${f(iso.x(195, 150) + 58)}" cy="${f(iso.y(195, 150, 250) + 36)}" r="16" fill="${C.accent}"/>
        <text x="${f(iso.x(195, 150) + 84)}" y="${f(iso.y(195, 150, 250) + 32)}" font-family="${FONT}" font-size="20" font-weight="700" fill="${C.navy}">Aisle 3</text>
        <text x="${f(iso.x(195, 150) + 84)}" y="${f(iso.y(195, 150, 250) + 56)}" font-family="${FONT}" font-size="16" fill="${C.navy3}">Help needed</text></g>`
      const door = iso.onRight(
        0,
        290,
        140,
        `<rect x="0" y="0" width="110" height="140" rx="3" fill="#cfe6f2"/><rect x="53" y="0" width="4" height="140" fill="${C.white}"/><rect x="0" y="0" width="110" height="140" rx="3" fill="none" stroke="${C.slate}" stroke-width="4"/>`,
      )
      return svgDoc(
        1200,
        800,
        bg + walls + door + wallShelf + racks + pillar + sign + signArcs + clerk + counter + till + pallet + shopper + bubble,
      )
    },
  },
  {
    name: 'about-team-office',
    width: 1200,
    height: 800,
    svg: () => {
      const iso = new Iso(ROOM.ox, ROOM.oy, ROOM.s)
      const bg = `<rect width="1200" height="800" fill="${C.light}"/><circle cx="600" cy="430" r="370" fill="${C.tealPale}"/>`
      const walls = room(iso, 380, 300, 170, '#eef1f6', C.white, '#f3efe8')
      // a window on wall A looking out on canal houses
      const houses = [0, 1, 2, 3, 4].map((i) => {
        const hx = 8 + i * 29
        const hh = 30 + ((i * 11) % 14)
        const col = [C.accent2, C.navy3, '#b5654a', C.teal2, '#c7765a'][i]
        return `<path d="M${hx},66 V${66 - hh} l6,-6 v-5 h12 v5 l6,6 V66 Z" fill="${col}"/><rect x="${hx + 5}" y="${66 - hh + 8}" width="5" height="7" fill="${C.accentLight}"/><rect x="${hx + 15}" y="${66 - hh + 8}" width="5" height="7" fill="${C.accentLight}"/>`
      })
      const win = iso.onLeft(
        170,
        0,
        160,
        `<rect x="0" y="0" width="170" height="84" rx="4" fill="${C.white}"/><clipPath id="winclip"><rect x="7" y="7" width="156" height="70"/></clipPath><g clip-path="url(#winclip)"><rect x="7" y="7" width="156" height="70" fill="#d5eaf5"/>${houses.join('')}<rect x="7" y="64" width="156" height="13" fill="#8fc2db"/></g><rect x="83" y="7" width="4" height="70" fill="${C.white}"/>`,
      )
      const shelf = iso.onRight(
        0,
        250,
        150,
        `<rect x="0" y="40" width="120" height="5" fill="${C.wood2}"/><rect x="0" y="85" width="120" height="5" fill="${C.wood2}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${6 + i * 12}" y="${18 + (i % 2) * 4}" width="9" height="${22 - (i % 2) * 4}" fill="${[C.teal, C.navy3, C.accent, C.slate, C.teal2][i]}"/>`).join('')}<rect x="70" y="64" width="40" height="21" rx="3" fill="${C.navy}"/><rect x="12" y="60" width="34" height="25" rx="3" fill="${C.accent}"/>`,
      )
      // desk along wall A with monitors whose screens face the room
      const desk = table(iso, 30, 8, 0, 190, 52, 56, C.white)
      const monitor = (x: number) =>
        iso.box(x + 14, 16, 56, 6, 6, 12, C.navy2) +
        iso.box(x, 14, 68, 34, 4, 26, C.navy, { left: C.ink }) +
        iso.onLeft(
          x + 2,
          18,
          92,
          `<rect x="0" y="0" width="30" height="22" rx="2" fill="${C.navy3}"/><rect x="4" y="4" width="12" height="3" fill="${C.teal}"/><rect x="4" y="10" width="20" height="2" fill="${C.slate}"/><rect x="4" y="14" width="15" height="2" fill="${C.slate}"/>`,
        )
      const seat = (x: number, shirt: string, skin: string, hair: string) =>
        iso.box(x, 80, 0, 4, 4, 38, C.navy2) +
        iso.box(x - 14, 68, 38, 30, 28, 5, C.navy3) +
        seated(iso, x + 2, 82, 43, shirt, skin, hair) +
        iso.box(x - 14, 96, 43, 30, 4, 30, C.teal, { left: C.teal2 })
      const deskArea =
        desk + monitor(50) + monitor(140) + seat(64, C.navy3, C.skin1, '#6b4423') + seat(154, C.accent, C.skin2, C.ink)
      // workbench with pagers and a call button under test
      const bench = table(iso, 240, 150, 0, 110, 70, 60, C.mist2)
      const small = new Iso(iso.x(262, 165), iso.y(262, 165, 60), iso.s * 0.3)
      const stack = pagerStack(small, 0, 0, 0, 4, '01')
      const small2 = new Iso(iso.x(318, 178), iso.y(318, 178, 60), iso.s * 0.32)
      const btn = callButton(small2, 0, 0, 0, true)
      const engineer = person(iso, 300, 250, 0, C.teal, C.skin3, C.ink, 168)
      const visitor = person(iso, 200, 250, 0, C.navy3, C.skin1, '#c8a06a', 160)
      const pl = plant(iso, 20, 270, 0, 1.1)
      const rug = iso.onTop(110, 150, 0, `<rect x="0" y="0" width="110" height="110" rx="20" fill="${C.accentLight}"/>`)
      return svgDoc(1200, 800, bg + walls + win + shelf + rug + deskArea + bench + stack + btn + pl + visitor + engineer)
    },
  },
  {
    name: 'office-utrecht',
    width: 1200,
    height: 800,
    svg: () => {
      const iso = new Iso(581, 300, 1.1)
      const bg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dcecf6"/><stop offset="1" stop-color="${C.light}"/></linearGradient></defs><rect width="1200" height="800" fill="url(#sky)"/>
        <circle cx="1010" cy="140" r="56" fill="${C.accentLight}"/>`
      const ground = iso.box(-60, -60, -16, 460, 420, 16, '#e3ebe4', { left: '#c9d6cb', right: '#b7c6ba' })
      const canal = iso.onTop(
        -60,
        290,
        0,
        `<rect x="0" y="0" width="460" height="70" fill="#9fcbe0"/><path d="M20,30 h60 M140,45 h80 M290,25 h60" stroke="${C.white}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
      )
      const quay = iso.onTop(-60, 280, 0, `<rect x="0" y="0" width="460" height="10" fill="${C.slate2}"/>`)
      const street = iso.onTop(
        -60,
        225,
        0,
        `<rect x="0" y="0" width="460" height="55" fill="#d6dde6"/><path d="M10,27 h30 M70,27 h30 M130,27 h30 M190,27 h30 M250,27 h30 M310,27 h30 M370,27 h30 M430,27 h30" stroke="${C.white}" stroke-width="3"/>`,
      )
      const bx = 30
      const by = 40
      const bw = 220
      const bd = 150
      const bh = 190
      const building = iso.box(bx, by, 0, bw, bd, bh, '#c7765a', { top: '#9c5a43', left: '#c7765a', right: '#a9604a' })
      const winsLeft: string[] = []
      for (let fl = 0; fl < 3; fl++)
        for (let i = 0; i < 6; i++)
          winsLeft.push(
            `<rect x="${14 + i * 34}" y="${16 + fl * 58}" width="22" height="34" rx="2" fill="${fl === 2 ? '#d8ecf6' : '#cfe6f2'}"/>`,
          )
      const faceL = iso.onLeft(
        bx,
        by + bd,
        bh,
        winsLeft.slice(0, 15).join('') +
          `<rect x="80" y="140" width="60" height="50" fill="${C.navy}"/><rect x="86" y="146" width="48" height="44" fill="#cfe6f2"/><rect x="109" y="146" width="2" height="44" fill="${C.navy}"/>`,
      )
      const winsRight: string[] = []
      for (let fl = 0; fl < 3; fl++)
        for (let i = 0; i < 4; i++)
          winsRight.push(`<rect x="${14 + i * 34}" y="${16 + fl * 58}" width="22" height="34" rx="2" fill="#bcd9e8"/>`)
      const faceR = iso.onRight(bx + bw, by + bd, bh, winsRight.join(''))
      const sign = iso.onLeft(
        bx + 20,
        by + bd,
        64,
        `<rect x="0" y="0" width="180" height="22" rx="4" fill="${C.navy}"/><circle cx="14" cy="11" r="5" fill="${C.teal}"/><text x="26" y="16" font-family="${FONT}" font-size="12" font-weight="700" fill="${C.white}">OPROEP SYSTEMS</text>`,
      )
      const ax = bx + 60
      const ay = by + 40
      const roof =
        iso.box(bx + 150, by + 20, bh, 40, 40, 20, C.slate2) +
        iso.box(ax, ay, bh, 6, 6, 44, C.navy2) +
        `<circle cx="${f(iso.x(ax + 3, ay + 3))}" cy="${f(iso.y(ax + 3, ay + 3, bh + 48))}" r="6" fill="${C.accent}"/>` +
        waves(iso.x(ax + 3, ay + 3), iso.y(ax + 3, ay + 3, bh + 48), 22, 18, 3, -90, 90, C.teal, 4)
      const neighbour =
        iso.box(280, -40, 0, 90, 110, 110, '#e7dccb', { right: '#cfc2ad', left: '#e7dccb', top: '#bfae93' }) +
        iso.onLeft(
          280,
          70,
          110,
          [0, 1, 2]
            .map(
              (i) =>
                `<rect x="${12 + i * 28}" y="16" width="16" height="26" rx="2" fill="#cfe6f2"/><rect x="${12 + i * 28}" y="62" width="16" height="26" rx="2" fill="#cfe6f2"/>`,
            )
            .join(''),
        )
      const tree = (x: number, y: number) =>
        iso.box(x - 2, y - 2, 0, 4, 4, 40, '#7a5a3a') +
        `<circle cx="${f(iso.x(x, y))}" cy="${f(iso.y(x, y, 62))}" r="${f(26 * iso.s)}" fill="${C.green2}"/><circle cx="${f(iso.x(x, y) + 10)}" cy="${f(iso.y(x, y, 72))}" r="${f(18 * iso.s)}" fill="${C.green}"/>`
      const bike = (x: number, y: number) => {
        const cx = iso.x(x, y)
        const cy = iso.y(x, y, 10)
        return `<g stroke="${C.navy}" stroke-width="3" fill="none"><circle cx="${f(cx - 14)}" cy="${f(cy)}" r="11"/><circle cx="${f(cx + 14)}" cy="${f(cy)}" r="11"/><path d="M${f(cx - 14)},${f(cy)} l10,-14 h14 l4,14 M${f(cx - 4)},${f(cy - 14)} l-4,-6 M${f(cx + 10)},${f(cy - 14)} l2,-6"/></g>`
      }
      return svgDoc(
        1200,
        800,
        bg +
          ground +
          street +
          quay +
          canal +
          neighbour +
          tree(-30, 120) +
          building +
          faceL +
          faceR +
          sign +
          roof +
          bike(110, 205) +
          bike(140, 208) +
          tree(10, 215) +
          tree(300, 215) +
          tree(380, 140),
      )
    },
  },
  {
    name: 'hero-products',
    width: 2400,
    height: 1000,
    svg: () => {
      const W = 2400
      const H = 1000
      const bg = `<defs><linearGradient id="pbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#pbg)"/>
        <circle cx="2200" cy="90" r="260" fill="${C.navy3}" opacity="0.45"/><circle cx="180" cy="940" r="200" fill="${C.teal}" opacity="0.16"/>`
      const cols = [480, 1040, 1600, 2160].map((x) => x - 120)
      const PY = 640
      const pedestal = (cx: number, color: string) => {
        const iso = new Iso(cx, PY, 2)
        return (
          iso.onTop(0, 0, -70, `<circle r="80" fill="#000" opacity="0.25" filter="url(#bigShadow)"/>`) +
          iso.cylinder(0, 0, -60, 78, 60, shade(color, -0.28), color)
        )
      }
      const peds =
        pedestal(cols[0]!, C.teal) + pedestal(cols[1]!, C.accent) + pedestal(cols[2]!, C.tealLight) + pedestal(cols[3]!, C.slate2)
      const pagers = pagerStack(new Iso(cols[0]!, PY, 1.9), -60, -60, 0, 5, '27')
      const band = `<g transform="translate(${cols[1]} ${PY - 120}) rotate(-6)">${wristband(0, 0, 0.95, '#4f7fa3')}</g>`
      const w = `<g transform="translate(${cols[2]} ${PY - 225}) rotate(5)">${watch(0, 0, 0.56, ['Table 12', 'Order ready', 'Pass 2'], '#3b6a92')}</g>`
      const btn = callButton(new Iso(cols[3]!, PY, 4.2), 0, 0, 0, true)
      const arcs = waves(cols[3]!, PY - 50, 150, 40, 3, -90, 70, C.accent, 10)
      const labels = [
        [cols[0], 'Guest pagers'],
        [cols[1], 'Nurse call'],
        [cols[2], 'Staff paging'],
        [cols[3], 'Call buttons'],
      ]
        .map(
          ([x, t]) =>
            `<text x="${x}" y="950" font-family="${FONT}" font-size="40" font-weight="700" fill="${C.white}" text-anchor="middle">${t}</text>`,
        )
        .join('')
      return svgDoc(W, H, bg + peds + pagers + band + w + btn + arcs + labels)
    },
  },
  {
    name: 'og-default',
    width: 1200,
    height: 630,
    svg: () => {
      const bg = `<rect width="1200" height="630" fill="${C.navy}"/><circle cx="1020" cy="320" r="300" fill="${C.navy2}"/><circle cx="1020" cy="320" r="210" fill="${C.navy3}" opacity="0.5"/>`
      const mark = logoMark(80, 90, 1.1, true)
      const title = `<text x="80" y="300" font-family="${FONT}" font-size="64" font-weight="700" fill="${C.white}">Oproep Systems</text>
        <text x="80" y="362" font-family="${FONT}" font-size="30" fill="${C.tealLight}">Paging and call systems for hospitality,</text>
        <text x="80" y="404" font-family="${FONT}" font-size="30" fill="${C.tealLight}">care and retail</text>
        <rect x="80" y="470" width="320" height="64" rx="32" fill="${C.accent}"/><text x="240" y="512" font-family="${FONT}" font-size="26" font-weight="700" fill="${C.navy}" text-anchor="middle">Utrecht · since 2009</text>`
      const iso = new Iso(1010, 300, 1.6)
      const pagers = pagerStack(iso, -60, -60, 0, 5, '12')
      return svgDoc(1200, 630, bg + mark + title + pagers + waves(1010, 250, 120, 40, 3, -90, 70, C.teal, 9))
    },
  },

  // ------------------------------------------------------------ one picture per product
  {
    name: 'product-pager-kit-15',
    width: 1200,
    height: 900,
    svg: () => {
      const iso = new Iso(560, 340, 2.0)
      const bg = productBackdrop(1200, 900, 600, 470, 330)
      const stack = pagerStack(iso, -30, -20, 0, 9, '15')
      const tx = transmitter(iso, 40, -150, 0)
      const row = [0, 1, 2]
        .map((i) => loosePager(iso, 70 + i * 55, 110 - i * 45, 0, String(12 - i).padStart(2, '0'), i === 0))
        .join('')
      const kit = `<g filter="url(#dropShadow)"><rect x="60" y="720" width="300" height="120" rx="26" fill="${C.white}"/>
        <text x="90" y="772" font-family="${FONT}" font-size="34" font-weight="700" fill="${C.navy}">15 pagers</text>
        <text x="90" y="812" font-family="${FONT}" font-size="22" fill="${C.navy3}">stack + keypad T10</text></g>`
      return svgDoc(1200, 900, bg + stack + tx + row + kit)
    },
  },
  {
    name: 'product-pager-kit-30',
    width: 1200,
    height: 900,
    svg: () => {
      const iso = new Iso(600, 400, 1.75)
      const bg = productBackdrop(1200, 900, 600, 470, 340, C.accentLight)
      const a = pagerStack(iso, -90, -40, 0, 10, '15')
      const b = pagerStack(iso, 60, -70, 0, 10, '30')
      const tx = transmitter(iso, 90, 110, 0)
      const lit = loosePager(iso, -40, 150, 0, '22', true)
      const arcs = waves(iso.x(10, 200), iso.y(10, 200, 24), 40, 30, 3, -90, 80, C.accent, 7)
      const kit = `<g filter="url(#dropShadow)"><rect x="860" y="660" width="290" height="120" rx="26" fill="${C.white}"/>
        <text x="890" y="712" font-family="${FONT}" font-size="34" font-weight="700" fill="${C.navy}">30 pagers</text>
        <text x="890" y="752" font-family="${FONT}" font-size="22" fill="${C.navy3}">two charging stacks</text></g>`
      return svgDoc(1200, 900, bg + b + a + tx + lit + arcs + kit)
    },
  },
  {
    name: 'product-charging-stack',
    width: 1200,
    height: 900,
    svg: () => {
      const iso = new Iso(600, 470, 2.3)
      const bg = productBackdrop(1200, 900, 600, 480, 320)
      const stack = pagerStack(iso, -60, -60, 0, 5, '05')
      const cable = `<path d="M${f(iso.x(60, 0))},${f(iso.y(60, 0, 6))} C880,560 980,640 1010,760" fill="none" stroke="${C.navy}" stroke-width="10" stroke-linecap="round"/>
        <rect x="985" y="750" width="54" height="84" rx="10" fill="${C.navy2}"/><rect x="996" y="834" width="8" height="24" fill="${C.slate}"/><rect x="1020" y="834" width="8" height="24" fill="${C.slate}"/>`
      const bolt = `<g filter="url(#dropShadow)"><circle cx="300" cy="640" r="78" fill="${C.white}"/>
        <path d="M312,586 l-46,66 h34 l-12,50 l48,-70 h-34 z" fill="${C.teal}"/></g>`
      const chip = `<g filter="url(#dropShadow)"><rect x="150" y="150" width="330" height="110" rx="26" fill="${C.white}"/>
        <text x="180" y="198" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.navy}">Full in 3 hours</text>
        <text x="180" y="236" font-family="${FONT}" font-size="22" fill="${C.navy3}">15 pagers, 12 V</text></g>`
      return svgDoc(1200, 900, bg + cable + stack + bolt + chip)
    },
  },
  {
    name: 'product-repeater',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 460, 320)
      const wall = `<rect x="0" y="0" width="1200" height="900" fill="${C.mist}" opacity="0.35"/>`
      const box = `<g filter="url(#dropShadow)">
        <rect x="470" y="330" width="260" height="330" rx="34" fill="${C.white}"/>
        <rect x="470" y="330" width="260" height="330" rx="34" fill="none" stroke="${C.mist2}" stroke-width="6"/>
        <rect x="500" y="380" width="200" height="70" rx="14" fill="${C.navy}"/>
        <text x="600" y="426" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.tealLight}" text-anchor="middle">R1</text>
        <circle cx="530" cy="500" r="11" fill="${C.green}"/><circle cx="570" cy="500" r="11" fill="${C.teal}"/><circle cx="610" cy="500" r="11" fill="${C.accent}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<rect x="515" y="${560 + i * 14}" width="170" height="5" rx="2.5" fill="${C.mist2}"/>`).join('')}
        </g>
        <rect x="684" y="140" width="18" height="200" rx="9" fill="${C.navy}"/>
        <circle cx="693" cy="140" r="14" fill="${C.navy2}"/>`
      const arcs = waves(693, 170, 70, 46, 4, 0, 80, C.teal, 10) + waves(693, 170, 70, 46, 4, 180, 80, C.teal, 10)
      const chip = `<g filter="url(#dropShadow)"><rect x="820" y="640" width="310" height="110" rx="26" fill="${C.white}"/>
        <text x="850" y="688" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.navy}">+150 m range</text>
        <text x="850" y="726" font-family="${FONT}" font-size="22" fill="${C.navy3}">upper floor, terrace</text></g>`
      return svgDoc(1200, 900, bg + wall + arcs + box + chip)
    },
  },
  {
    name: 'product-nurse-call-set',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 460, 340)
      const band = `<g filter="url(#dropShadow)" transform="rotate(-10 330 520)">${wristband(330, 520, 0.62)}</g>`
      const push = `<g filter="url(#dropShadow)">${bedPush(610, 560, 0.5, 12)}</g>`
      const w = `<g filter="url(#dropShadow)" transform="rotate(8 900 470)">${watch(900, 470, 0.62, ['Room 14', 'Bed push', 'Wing B'])}</g>`
      const arcs = waves(600, 260, 60, 34, 3, -90, 70, C.teal, 9)
      const chip = `<g filter="url(#dropShadow)"><rect x="90" y="110" width="360" height="110" rx="26" fill="${C.white}"/>
        <text x="120" y="158" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.navy}">Starter set NC10</text>
        <text x="120" y="196" font-family="${FONT}" font-size="22" fill="${C.navy3}">10 rooms, ready to fit</text></g>`
      return svgDoc(1200, 900, bg + arcs + band + push + w + chip)
    },
  },
  {
    name: 'product-pull-cord',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = `<rect width="1200" height="900" fill="${C.light}"/>
        <rect x="0" y="0" width="1200" height="900" fill="#eef3f8"/>
        ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${i * 180 - 20}" y="0" width="4" height="900" fill="${C.mist2}" opacity="0.7"/>`).join('')}
        <circle cx="600" cy="430" r="330" fill="${C.tealPale}"/>`
      const cord = pullCord(600, 290, 1.9, 290)
      const chip = `<g filter="url(#dropShadow)"><rect x="770" y="640" width="370" height="110" rx="26" fill="${C.white}"/>
        <text x="800" y="688" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.navy}">Reach from the floor</text>
        <text x="800" y="726" font-family="${FONT}" font-size="22" fill="${C.navy3}">reset only at the unit</text></g>`
      return svgDoc(1200, 900, bg + cord + waves(600, 290, 170, 36, 3, -90, 60, C.red, 9) + chip)
    },
  },
  {
    name: 'product-corridor-light',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = `<rect width="1200" height="900" fill="#eef3f8"/><circle cx="600" cy="430" r="340" fill="${C.tealPale}"/>
        <rect x="0" y="780" width="1200" height="120" fill="${C.mist2}"/>`
      const door = `<rect x="430" y="330" width="340" height="470" fill="${C.white}"/>
        <rect x="455" y="355" width="290" height="445" rx="4" fill="${C.wood}"/>
        <rect x="480" y="385" width="240" height="170" rx="6" fill="${shade(C.wood, -0.06)}"/>
        <rect x="480" y="585" width="240" height="180" rx="6" fill="${shade(C.wood, -0.06)}"/>
        <rect x="690" y="560" width="36" height="12" rx="6" fill="${C.navy}"/>
        <rect x="560" y="420" width="80" height="40" rx="6" fill="${C.white}"/>
        <text x="600" y="449" font-family="${FONT}" font-size="24" font-weight="700" fill="${C.navy}" text-anchor="middle">14</text>`
      const light = `<g filter="url(#dropShadow)"><rect x="470" y="200" width="260" height="90" rx="26" fill="${C.navy}"/></g>
        <circle cx="540" cy="245" r="54" fill="${C.accent}" opacity="0.55" filter="url(#glow)"/>
        <rect x="492" y="218" width="100" height="54" rx="16" fill="${C.accent}"/>
        <rect x="608" y="218" width="100" height="54" rx="16" fill="${C.slate}"/>
        <rect x="608" y="218" width="100" height="54" rx="16" fill="none" stroke="${C.green}" stroke-width="4" opacity="0.6"/>`
      const arcs = waves(540, 245, 80, 30, 3, -90, 70, C.accent, 8)
      const chip = `<g filter="url(#dropShadow)"><rect x="830" y="420" width="300" height="110" rx="26" fill="${C.white}"/>
        <circle cx="874" cy="475" r="18" fill="${C.accent}"/>
        <text x="906" y="466" font-family="${FONT}" font-size="26" font-weight="700" fill="${C.navy}">Call, room 14</text>
        <text x="906" y="502" font-family="${FONT}" font-size="21" fill="${C.navy3}">green: staff present</text></g>`
      return svgDoc(1200, 900, bg + door + arcs + light + chip)
    },
  },
  {
    name: 'product-kitchen-paging-kit',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 470, 340, C.accentLight)
      const iso = new Iso(380, 560, 2.6)
      const tx = kitchenTransmitter(iso, 0, 0, 0)
      const w1 = `<g filter="url(#dropShadow)" transform="rotate(-8 740 420)">${watch(740, 420, 0.6, ['Table 7', 'Order ready', 'Pass 1'])}</g>`
      const w2 = `<g filter="url(#dropShadow)" transform="rotate(10 960 520)">${watch(960, 520, 0.52, ['Table 3', 'Dessert', 'Pass 2'], C.teal2)}</g>`
      const arcs = waves(560, 470, 60, 34, 3, -20, 70, C.teal, 9)
      return svgDoc(1200, 900, bg + tx + arcs + w1 + w2)
    },
  },
  {
    name: 'product-kitchen-transmitter',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 470, 320)
      const iso = new Iso(560, 500, 4.2)
      const tx = kitchenTransmitter(iso, -20, -30, 0)
      const chip = `<g filter="url(#dropShadow)"><rect x="820" y="660" width="320" height="110" rx="26" fill="${C.white}"/>
        <text x="850" y="708" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.navy}">20 call keys</text>
        <text x="850" y="746" font-family="${FONT}" font-size="22" fill="${C.navy3}">wipe-clean, splash-proof</text></g>`
      return svgDoc(1200, 900, bg + tx + waves(640, 260, 70, 36, 3, -60, 70, C.teal, 10) + chip)
    },
  },
  {
    name: 'product-assistance-button',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = `<rect width="1200" height="900" fill="#f1f4f9"/><circle cx="560" cy="450" r="330" fill="${C.accentLight}" opacity="0.7"/>
        <rect x="0" y="0" width="220" height="900" fill="${C.mist}"/><rect x="1000" y="0" width="200" height="900" fill="${C.mist}"/>`
      const plate = `<g filter="url(#dropShadow)"><rect x="400" y="240" width="320" height="420" rx="40" fill="${C.white}"/></g>
        <circle cx="560" cy="420" r="112" fill="${C.mist}"/>
        <circle cx="560" cy="420" r="94" fill="${C.accent}"/>
        <circle cx="560" cy="420" r="94" fill="none" stroke="${C.accent2}" stroke-width="8"/>
        <circle cx="560" cy="378" r="16" fill="${C.white}"/>
        <path d="M560,400 v56 M530,420 h60 M560,456 l-22,34 M560,456 l22,34" stroke="${C.white}" stroke-width="14" stroke-linecap="round"/>
        <text x="560" y="600" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.navy}" text-anchor="middle">ASSISTANCE</text>`
      const arcs = waves(560, 420, 150, 36, 3, -45, 60, C.accent, 10)
      const chip = `<g filter="url(#dropShadow)"><rect x="790" y="650" width="330" height="110" rx="26" fill="${C.white}"/>
        <circle cx="834" cy="705" r="18" fill="${C.accent}"/>
        <text x="866" y="696" font-family="${FONT}" font-size="26" font-weight="700" fill="${C.navy}">Fitting room 3</text>
        <text x="866" y="732" font-family="${FONT}" font-size="21" fill="${C.navy3}">Help needed</text></g>`
      return svgDoc(1200, 900, bg + arcs + plate + chip)
    },
  },
  {
    name: 'product-wall-display',
    width: 1200,
    height: 900,
    svg: () => {
      const bg = productBackdrop(1200, 900, 600, 470, 340)
      const rows: [string, string, string][] = [
        ['Table 12', 'Call', C.accent],
        ['Table 4', 'Bill', C.teal],
        ['Terrace 31', 'Call', C.accent],
        ['Table 9', 'Bill', C.teal],
      ]
      const screen = `<g filter="url(#dropShadow)"><rect x="230" y="200" width="740" height="470" rx="30" fill="${C.navy}"/></g>
        <rect x="262" y="232" width="676" height="406" rx="14" fill="${C.ink}"/>
        <text x="300" y="290" font-family="${FONT}" font-size="26" fill="${C.slate}">Calls, oldest first</text>
        <text x="900" y="290" font-family="${FONT}" font-size="26" fill="${C.slate}" text-anchor="end">14:32</text>
        ${rows
          .map(
            (
              [t, kind, color],
              i,
            ) => `<rect x="292" y="${318 + i * 76}" width="616" height="62" rx="12" fill="${i === 0 ? C.navy2 : C.navy}"/>
          <circle cx="330" cy="${349 + i * 76}" r="14" fill="${color}"/>
          <text x="362" y="${360 + i * 76}" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.white}">${t}</text>
          <text x="880" y="${360 + i * 76}" font-family="${FONT}" font-size="28" fill="${color}" text-anchor="end">${kind}</text>`,
          )
          .join('')}
        <rect x="560" y="670" width="80" height="60" fill="${C.navy2}"/>`
      return svgDoc(
        1200,
        900,
        bg + `<ellipse cx="600" cy="760" rx="260" ry="22" fill="${C.navy}" opacity="0.12" filter="url(#softShadow)"/>` + screen,
      )
    },
  },

  // ------------------------------------------------------------ installations (reference projects)
  {
    name: 'installation-hospital',
    width: 1200,
    height: 800,
    svg: () => {
      const iso = new Iso(ROOM.ox, ROOM.oy, ROOM.s)
      const bg = `<rect width="1200" height="800" fill="${C.light}"/><circle cx="600" cy="430" r="370" fill="${C.tealPale}"/>`
      const walls = room(iso, 380, 300, 170, '#e9eef5', '#f6f8fb', '#edf4f6')
      // a corridor wall of patient rooms: doors with corridor lights above them
      const doors = [40, 150, 260]
        .map(
          (x, i) =>
            iso.onLeft(
              x,
              0,
              130,
              `<rect x="0" y="0" width="70" height="130" rx="3" fill="${C.wood}"/><rect x="10" y="14" width="50" height="34" rx="3" fill="#cfe6f2"/><circle cx="60" cy="74" r="3.5" fill="${C.navy}"/>`,
            ) +
            iso.onLeft(
              x + 15,
              0,
              156,
              `<rect x="0" y="0" width="40" height="16" rx="5" fill="${C.navy}"/><rect x="3" y="3" width="16" height="10" rx="3" fill="${i === 1 ? C.accent : C.slate}"/><rect x="21" y="3" width="16" height="10" rx="3" fill="${i === 2 ? C.green : C.slate}"/>`,
            ),
        )
        .join('')
      const glow = `<circle cx="${f(iso.x(175, 0))}" cy="${f(iso.y(175, 0, 150))}" r="20" fill="${C.accent}" opacity="0.6" filter="url(#glow)"/>`
      const rail = iso.onLeft(0, 0, 80, `<rect x="0" y="0" width="380" height="6" rx="3" fill="${C.teal}"/>`)
      // nurses' station with a wall display
      const station = iso.box(20, 170, 0, 60, 110, 56, C.navy2, { top: C.white, left: C.navy2, right: C.navy })
      const display = iso.onRight(
        0,
        260,
        150,
        `<rect x="0" y="0" width="110" height="64" rx="6" fill="${C.navy}"/><rect x="6" y="6" width="98" height="52" rx="4" fill="${C.ink}"/>
        <circle cx="16" cy="20" r="5" fill="${C.accent}"/><rect x="26" y="16" width="50" height="7" rx="3" fill="${C.white}"/>
        <circle cx="16" cy="40" r="5" fill="${C.teal}"/><rect x="26" y="36" width="40" height="7" rx="3" fill="${C.slate}"/>`,
      )
      const bed =
        iso.shadow(200, 140, 0, 170, 80, 0.14) +
        iso.box(200, 140, 0, 170, 80, 34, C.slate2, { top: C.slate2 }) +
        iso.box(204, 144, 34, 162, 72, 12, C.white) +
        iso.box(290, 142, 46, 78, 76, 5, C.teal, { top: C.teal, left: C.teal2, right: C.teal3 })
      const nurse = person(iso, 150, 120, 0, C.teal, C.skin2, C.ink, 168)
      const doctor = person(iso, 120, 250, 0, C.white, C.skin1, '#6b4a2b', 172)
      const bubble = `<g filter="url(#dropShadow)"><rect x="${f(iso.x(150, 120) + 30)}" y="${f(iso.y(150, 120, 250))}" width="210" height="72" rx="18" fill="${C.white}"/>
        <circle cx="${f(iso.x(150, 120) + 62)}" cy="${f(iso.y(150, 120, 250) + 36)}" r="16" fill="${C.accent}"/>
        <text x="${f(iso.x(150, 120) + 88)}" y="${f(iso.y(150, 120, 250) + 32)}" font-family="${FONT}" font-size="20" font-weight="700" fill="${C.navy}">Room 4B-12</text>
        <text x="${f(iso.x(150, 120) + 88)}" y="${f(iso.y(150, 120, 250) + 56)}" font-family="${FONT}" font-size="16" fill="${C.navy3}">Patient call</text></g>`
      return svgDoc(1200, 800, bg + walls + rail + doors + glow + display + station + bed + nurse + doctor + bubble)
    },
  },
  {
    name: 'installation-warehouse',
    width: 1200,
    height: 800,
    svg: () => {
      const iso = new Iso(ROOM.ox, ROOM.oy, ROOM.s)
      const bg = `<rect width="1200" height="800" fill="${C.light}"/><circle cx="600" cy="430" r="370" fill="${C.accentLight}" opacity="0.55"/>`
      const walls = room(iso, 380, 300, 170, '#e6ebf2', '#f3f5f9', '#eceff4')
      const rack = (x: number, y: number, w: number) => {
        const out: string[] = [iso.box(x, y, 0, 5, 46, 165, C.accent2), iso.box(x + w - 5, y, 0, 5, 46, 165, C.accent2)]
        for (let lvl = 0; lvl < 3; lvl++) {
          const z = 4 + lvl * 55
          out.push(iso.box(x + 5, y, z, w - 10, 46, 5, C.navy3))
          for (let i = 0; i < Math.floor((w - 14) / 44); i++) {
            out.push(iso.box(x + 9 + i * 44, y + 4, z + 5, 38, 36, 8, C.wood2))
            out.push(
              iso.box(x + 11 + i * 44, y + 6, z + 13, 34, 32, 20 + ((i + lvl) % 3) * 8, (i + lvl) % 4 === 0 ? C.teal : C.wood),
            )
          }
        }
        return out.join('')
      }
      const racks = rack(20, 0, 230) + rack(0, 60, 0)
      const dockDoor = iso.onRight(
        0,
        250,
        150,
        `<rect x="0" y="0" width="140" height="150" rx="3" fill="${C.slate2}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="4" y="${8 + i * 20}" width="132" height="3" fill="${C.slate}"/>`).join('')}`,
      )
      const pallet = (x: number, y: number) =>
        iso.box(x, y, 0, 70, 70, 8, C.wood2) +
        iso.box(x + 4, y + 4, 8, 62, 62, 40, C.wood) +
        iso.onLeft(x + 20, y + 66, 40, `<rect x="0" y="6" width="26" height="16" fill="${C.white}"/>`)
      const truck =
        iso.box(190, 180, 0, 60, 34, 18, C.accent) +
        iso.box(190, 180, 18, 20, 34, 50, C.accent2) +
        iso.box(250, 186, 0, 40, 4, 6, C.slate)
      const picker = person(iso, 300, 90, 0, C.accent, C.skin3, C.ink, 168)
      const lead = person(iso, 130, 240, 0, C.teal, C.skin1, '#8a5a2b', 160)
      const bubble = `<g filter="url(#dropShadow)"><rect x="${f(iso.x(300, 90) + 26)}" y="${f(iso.y(300, 90, 250))}" width="210" height="72" rx="18" fill="${C.white}"/>
        <circle cx="${f(iso.x(300, 90) + 58)}" cy="${f(iso.y(300, 90, 250) + 36)}" r="16" fill="${C.teal}"/>
        <text x="${f(iso.x(300, 90) + 84)}" y="${f(iso.y(300, 90, 250) + 32)}" font-family="${FONT}" font-size="20" font-weight="700" fill="${C.navy}">Dock 2</text>
        <text x="${f(iso.x(300, 90) + 84)}" y="${f(iso.y(300, 90, 250) + 56)}" font-family="${FONT}" font-size="16" fill="${C.navy3}">Truck arrived</text></g>`
      return svgDoc(
        1200,
        800,
        bg + walls + dockDoor + racks + pallet(290, 200) + truck + picker + lead + pallet(60, 180) + bubble,
      )
    },
  },
]

/** The kitchen transmitter KT20: a wipe-clean keypad of 20 numbered call keys. Footprint 90 x 60. */
function kitchenTransmitter(iso: Iso, x: number, y: number, z: number): string {
  const keys: string[] = []
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++)
      keys.push(
        `<rect x="${8 + c * 15}" y="${16 + r * 10.5}" width="12" height="8" rx="2" fill="${r === 0 && c === 1 ? C.accent : C.white}"/><text x="${14 + c * 15}" y="${22.2 + r * 10.5}" font-family="${FONT}" font-size="5" font-weight="700" fill="${C.navy}" text-anchor="middle">${r * 5 + c + 1}</text>`,
      )
  const art = `<path d="${rrect(0, 0, 90, 60, 9)}" fill="${C.navy2}"/>
    <rect x="8" y="4" width="74" height="9" rx="2" fill="${C.ink}"/>
    <text x="12" y="11" font-family="${FONT}" font-size="6" font-weight="700" fill="${C.teal}">KT20  TABLE 02</text>
    ${keys.join('')}`
  return iso.shadow(x, y, z, 92, 62, 0.18) + iso.slab(x, y, z, 10, rrect(0, 0, 90, 60, 9), C.ink, C.navy2, art)
}

// ---------------------------------------------------------------- logo

/** The mark: a rounded square with a ring sending signal arcs both ways, "((o))". 120 x 120 at scale 1. */
function logoMark(x: number, y: number, s: number, onDark = false): string {
  const bgc = onDark ? C.white : C.navy
  const ring = onDark ? C.navy : C.white
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="120" height="120" rx="30" fill="${bgc}"/>
    <circle cx="60" cy="60" r="17" fill="none" stroke="${ring}" stroke-width="9"/>
    <circle cx="60" cy="60" r="6" fill="${C.accent}"/>
    ${waves(60, 60, 33, 15, 2, 0, 84, C.teal, 8)}
    ${waves(60, 60, 33, 15, 2, 180, 84, C.teal, 8)}
  </g>`
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="440" height="120" viewBox="0 0 440 120">
  <title>Oproep Systems</title>
  ${logoMark(0, 0, 1)}
  <text x="140" y="70" font-family="${FONT}" font-size="58" font-weight="700" fill="${C.navy}" letter-spacing="-1">Oproep</text>
  <text x="143" y="106" font-family="${FONT}" font-size="22" font-weight="700" fill="${C.teal}" letter-spacing="7.5">SYSTEMS</text>
</svg>
`
}

// ---------------------------------------------------------------- customer logos

/** Fictional customers' wordmarks for the logo wall: a simple mark and a name, 360 x 144. */
export const customerLogos = [
  { file: 'logo-de-kade', name: 'De Kade', line: 'FOOD HALL', color: '#0b2545', mark: 'wave' },
  { file: 'logo-zonnehof', name: 'Zonnehof', line: 'ZORGCENTRUM', color: '#0a6c66', mark: 'sun' },
  { file: 'logo-brasserie-linde', name: 'Brasserie Linde', line: 'UTRECHT', color: '#7a3e10', mark: 'leaf' },
  { file: 'logo-hotel-marnix', name: 'Hotel Marnix', line: 'AMSTERDAM', color: '#13315c', mark: 'key' },
  { file: 'logo-bouwmarkt-plus', name: 'Bouwmarkt Plus', line: 'DOE-HET-ZELF', color: '#9a2a22', mark: 'plus' },
  { file: 'logo-cafe-ahoi', name: 'Café Ahoi', line: 'HAMBURG', color: '#1e4a7a', mark: 'anchor' },
] as const

function customerMark(kind: (typeof customerLogos)[number]['mark'], color: string): string {
  switch (kind) {
    case 'wave':
      return `<path d="M8 72 q18 -22 36 0 t36 0" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/><path d="M8 44 q18 -22 36 0 t36 0" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round" opacity="0.55"/>`
    case 'sun':
      return `<circle cx="44" cy="58" r="20" fill="${color}"/>${[0, 45, 90, 135, 180, 225, 270, 315]
        .map((a) => `<rect x="41" y="16" width="6" height="14" rx="3" fill="${color}" transform="rotate(${a} 44 58)"/>`)
        .join('')}`
    case 'leaf':
      return `<path d="M14 92 C14 40 50 18 84 18 C84 60 58 92 14 92 Z" fill="${color}"/><path d="M20 86 L70 32" stroke="#fff" stroke-width="4"/>`
    case 'key':
      return `<circle cx="30" cy="58" r="20" fill="none" stroke="${color}" stroke-width="10"/><rect x="46" y="53" width="42" height="10" fill="${color}"/><rect x="72" y="60" width="8" height="16" fill="${color}"/>`
    case 'plus':
      return `<rect x="8" y="16" width="80" height="80" rx="16" fill="${color}"/><rect x="43" y="30" width="10" height="52" fill="#fff"/><rect x="22" y="51" width="52" height="10" fill="#fff"/>`
    case 'anchor':
      return `<circle cx="48" cy="24" r="9" fill="none" stroke="${color}" stroke-width="7"/><rect x="44" y="32" width="8" height="60" fill="${color}"/><rect x="26" y="44" width="44" height="8" fill="${color}"/><path d="M14 66 Q48 112 82 66" fill="none" stroke="${color}" stroke-width="8"/>`
  }
}

function customerLogoSvg(logo: (typeof customerLogos)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="144" viewBox="0 0 360 144">
  <g transform="translate(12 16)">${customerMark(logo.mark, logo.color)}</g>
  <text x="112" y="76" font-family="${FONT}" font-size="${logo.name.length > 12 ? 27 : 32}" font-weight="700" fill="${logo.color}">${logo.name}</text>
  <text x="113" y="104" font-family="${FONT}" font-size="15" font-weight="700" fill="${logo.color}" letter-spacing="4" opacity="0.8">${logo.line}</text>
</svg>`
}

// ---------------------------------------------------------------- output

const MAX_BYTES = 250 * 1024

async function renderPicture(p: Picture): Promise<Buffer> {
  uid = 0
  const svg = p.svg()
  let quality = p.quality ?? 86
  for (;;) {
    const out = await sharp(Buffer.from(svg), { density: 72 })
      .resize(p.width, p.height)
      .flatten({ background: C.light })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:4:4' })
      .toBuffer()
    if (out.length <= MAX_BYTES || quality <= 60) return out
    quality -= 6
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true })
  const only = process.argv.slice(2)
  for (const p of pictures) {
    if (only.length && !only.includes(p.name)) continue
    const buf = await renderPicture(p)
    writeFileSync(path.join(outDir, `${p.name}.jpg`), buf)
    console.log(`${p.name}.jpg  ${p.width}x${p.height}  ${(buf.length / 1024).toFixed(0)} KB`)
  }
  if (only.length === 0 || only.includes('logo')) {
    const svg = logoSvg()
    writeFileSync(path.join(outDir, 'logo.svg'), svg)
    const png = await sharp(Buffer.from(svg), { density: 144 }).png({ compressionLevel: 9 }).toBuffer()
    writeFileSync(path.join(outDir, 'logo.png'), png)
    console.log(`logo.svg, logo.png  ${(png.length / 1024).toFixed(0)} KB`)
  }
  if (only.length === 0 || only.includes('customers')) {
    for (const logo of customerLogos) {
      const png = await sharp(Buffer.from(customerLogoSvg(logo)), { density: 72 })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer()
      writeFileSync(path.join(outDir, `${logo.file}.png`), png)
      console.log(`${logo.file}.png  ${(png.length / 1024).toFixed(0)} KB`)
    }
  }
  if (only.length === 0 || only.includes('brochure')) {
    const pdf = await buildBrochure(outDir)
    writeFileSync(path.join(outDir, 'oproep-product-brochure-2026.pdf'), pdf)
    console.log(`oproep-product-brochure-2026.pdf  ${(pdf.length / 1024).toFixed(0)} KB`)
  }
}

// ---------------------------------------------------------------- brochure (PDF)

type Rgb = ReturnType<typeof rgb>

const hexRgb = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

/** Splits text into lines no wider than `width` at `size` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const para of text.split('\n')) {
    let line = ''
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next
      else {
        lines.push(line)
        line = word
      }
    }
    lines.push(line)
  }
  return lines
}

async function jpegFor(dir: string, name: string, width: number, quality: number): Promise<Buffer> {
  return sharp(path.join(dir, `${name}.jpg`))
    .resize(width)
    .jpeg({ quality, mozjpeg: true })
    .toBuffer()
}

/** The product brochure: cover, the range, the price list, technical data and contact. */
async function buildBrochure(dir: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const fixed = new Date('2026-01-05T09:00:00Z')
  doc.setTitle('Oproep Systems product brochure 2026')
  doc.setAuthor(company.legalName)
  doc.setSubject('Guest pagers, nurse call, staff paging and wireless call buttons, with the 2026 price list')
  doc.setKeywords(['guest pagers', 'nurse call', 'staff paging', 'call buttons', 'price list 2026'])
  doc.setCreator('Oproep Systems')
  doc.setProducer('pdf-lib')
  doc.setLanguage('en-GB')
  doc.setCreationDate(fixed)
  doc.setModificationDate(fixed)

  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const logo = await doc.embedPng(await sharp(path.join(dir, 'logo.png')).resize(440).png().toBuffer())
  const hero = await doc.embedJpg(await jpegFor(dir, 'hero-home', 1100, 68))
  const images = new Map<string, PDFImage>()
  for (const line of productLines) images.set(line.image, await doc.embedJpg(await jpegFor(dir, line.image, 420, 70)))

  const navy = hexRgb(C.navy)
  const teal = hexRgb(C.teal)
  const accent = hexRgb(C.accent)
  const ink = hexRgb('#24364f')
  const grey = hexRgb('#5d6f86')
  const light = hexRgb(C.light)
  const line = hexRgb(C.mist2)
  const white = rgb(1, 1, 1)
  const W = 595.28
  const H = 841.89
  const M = 48
  const pages: PDFPage[] = []

  const newPage = (title?: string): PDFPage => {
    const page = doc.addPage([W, H])
    pages.push(page)
    if (title) {
      page.drawImage(logo, { x: M, y: H - 62, width: 110, height: 30 })
      page.drawText('Product brochure 2026', {
        x: W - M - regular.widthOfTextAtSize('Product brochure 2026', 9),
        y: H - 50,
        size: 9,
        font: regular,
        color: grey,
      })
      page.drawLine({ start: { x: M, y: H - 76 }, end: { x: W - M, y: H - 76 }, thickness: 0.8, color: line })
      page.drawText(title, { x: M, y: H - 116, size: 24, font: bold, color: navy })
    }
    return page
  }

  const paragraph = (
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    width: number,
    size = 10,
    font = regular,
    color = ink,
    leading = 1.42,
  ): number => {
    for (const l of wrap(text, font, size, width)) {
      page.drawText(l, { x, y, size, font, color })
      y -= size * leading
    }
    return y
  }

  const bullets = (page: PDFPage, items: readonly string[], x: number, y: number, width: number, size = 9.5): number => {
    for (const item of items) {
      page.drawCircle({ x: x + 2.5, y: y + size * 0.32, size: 1.8, color: teal })
      y = paragraph(page, item, x + 11, y, width - 11, size, regular, ink, 1.38) - 2.5
    }
    return y
  }

  // 1. Cover
  const cover = newPage()
  cover.drawRectangle({ x: 0, y: 0, width: W, height: H, color: light })
  cover.drawImage(logo, { x: M, y: H - 92, width: 176, height: 48 })
  cover.drawText('PRODUCT BROCHURE 2026', {
    x: W - M - bold.widthOfTextAtSize('PRODUCT BROCHURE 2026', 9.5),
    y: H - 72,
    size: 9.5,
    font: bold,
    color: teal,
  })
  const heroH = (W * hero.height) / hero.width
  cover.drawImage(hero, { x: 0, y: H - 130 - heroH, width: W, height: heroH })
  let y = H - 130 - heroH - 50
  for (const l of wrap('Paging and call systems for hospitality, care and retail', bold, 27, W - 2 * M)) {
    cover.drawText(l, { x: M, y, size: 27, font: bold, color: navy })
    y -= 33
  }
  y -= 6
  y = paragraph(
    cover,
    'Since 2009 we have designed, supplied and supported wireless paging and call systems from our office and workshop in Utrecht. This brochure describes our four product lines, the prices for 2026 and the technical data you need to plan an installation. Every system can be tried first: we lend a demo kit for 14 days, free of charge.',
    M,
    y,
    W - 2 * M,
    11,
  )
  const facts: [string, string][] = [
    ['14 days', 'demo kit on loan'],
    ['1 working day', 'to ship spare parts'],
    ['2 years', 'warranty, 5 on gateways'],
    ['NL · EN · DE', 'support languages'],
  ]
  const boxW = (W - 2 * M - 3 * 10) / 4
  facts.forEach(([big, small], i) => {
    const x = M + i * (boxW + 10)
    cover.drawRectangle({ x, y: 96, width: boxW, height: 64, color: white, borderColor: line, borderWidth: 0.8 })
    cover.drawText(big, { x: x + 10, y: 134, size: 13, font: bold, color: navy })
    cover.drawText(small, { x: x + 10, y: 116, size: 8.5, font: regular, color: grey })
  })
  cover.drawRectangle({ x: 0, y: 0, width: W, height: 64, color: navy })
  cover.drawText(`${company.legalName} · ${company.street}, ${company.postcode} ${company.city}, the Netherlands`, {
    x: M,
    y: 36,
    size: 9,
    font: regular,
    color: white,
  })
  cover.drawText(`${company.phone} · ${company.email}`, { x: M, y: 22, size: 9, font: bold, color: hexRgb(C.tealLight) })

  // 2. The range
  const range = newPage('Four product lines, one radio platform')
  y = paragraph(
    range,
    "All our products talk to each other: a table call button can ring a waiter's watch, and the same watch can take nurse calls in a care home restaurant.",
    M,
    H - 142,
    W - 2 * M,
    10.5,
    regular,
    grey,
  )
  y -= 8
  for (const pl of productLines) {
    const img = images.get(pl.image)!
    const imgW = 150
    const imgH = (imgW * img.height) / img.width
    const top = y
    range.drawImage(img, { x: M, y: top - imgH, width: imgW, height: imgH })
    const tx = M + imgW + 18
    const tw = W - M - tx
    range.drawText(pl.name, { x: tx, y: top - 13, size: 14, font: bold, color: navy })
    let ty = paragraph(range, pl.summary, tx, top - 30, tw, 9.5, regular, ink)
    ty = bullets(range, pl.specs.slice(0, 3), tx, ty - 3, tw, 8.8)
    const from = `${pl.fromLabel}: ${price(pl.fromArticle)} excl. VAT`
    range.drawText(from, { x: tx, y: ty - 4, size: 9.5, font: bold, color: hexRgb(C.teal2) })
    y = Math.min(top - imgH, ty - 8) - 22
    range.drawLine({ start: { x: M, y: y + 11 }, end: { x: W - M, y: y + 11 }, thickness: 0.6, color: line })
  }

  // 3. Price list
  const prices = newPage('Price list 2026')
  y = paragraph(
    prices,
    'Prices in euros, excluding VAT and shipping, valid from 1 January to 31 December 2026. Quantity prices for 50 pagers or more on request.',
    M,
    H - 142,
    W - 2 * M,
    10,
    regular,
    grey,
  )
  y -= 10
  const col = { article: M + 8, desc: M + 80, unit: W - M - 104, price: W - M - 8 }
  prices.drawRectangle({ x: M, y: y - 8, width: W - 2 * M, height: 22, color: navy })
  prices.drawText('Article', { x: col.article, y: y - 1, size: 9, font: bold, color: white })
  prices.drawText('Description', { x: col.desc, y: y - 1, size: 9, font: bold, color: white })
  prices.drawText('Unit', { x: col.unit, y: y - 1, size: 9, font: bold, color: white })
  prices.drawText('Price', { x: col.price - bold.widthOfTextAtSize('Price', 9), y: y - 1, size: 9, font: bold, color: white })
  y -= 30
  for (const group of priceList) {
    prices.drawText(group.heading, { x: col.article, y, size: 10.5, font: bold, color: hexRgb(C.teal2) })
    y -= 16
    group.lines.forEach((row, i) => {
      const descLines = wrap(row.description, regular, 8.6, col.unit - col.desc - 10)
      const h = 6 + descLines.length * 11.5
      if (i % 2 === 0) prices.drawRectangle({ x: M, y: y - h + 11, width: W - 2 * M, height: h, color: light })
      prices.drawText(row.article, { x: col.article, y, size: 8.6, font: bold, color: navy })
      descLines.forEach((l, j) => prices.drawText(l, { x: col.desc, y: y - j * 11.5, size: 8.6, font: regular, color: ink }))
      prices.drawText(row.unit, { x: col.unit, y, size: 8.6, font: regular, color: grey })
      const amount = row.cents === 0 ? 'free' : euro(row.cents)
      prices.drawText(amount, { x: col.price - bold.widthOfTextAtSize(amount, 8.6), y, size: 8.6, font: bold, color: navy })
      y -= h
    })
    y -= 8
  }
  y -= 4
  y = bullets(
    prices,
    [
      'Shipping within the Netherlands and Belgium: 14,95 € per order, free from 750,00 €. Other EU countries: quoted with your order.',
      'Payment within 30 days of invoice. Care organisations can lease nurse call over 36 or 60 months.',
      'Warranty: 2 years on pagers, watches and buttons; 5 years on gateways, transmitters and displays. Batteries are wear parts.',
    ],
    M,
    y,
    W - 2 * M,
    8.8,
  )

  // 4. Technical data, service and contact
  const tech = newPage('Technical data and service')
  y = H - 146
  tech.drawText('Radio and compliance', { x: M, y, size: 13, font: bold, color: navy })
  y = bullets(tech, radioFacts, M, y - 20, W - 2 * M, 9.5) - 10
  tech.drawText('Planning an installation', { x: M, y, size: 13, font: bold, color: navy })
  y =
    bullets(
      tech,
      [
        'Guest pagers and call buttons: one transmitter covers a typical restaurant of up to 600 m². Thick concrete floors or a basement kitchen may need a repeater; we tell you before you order.',
        'Nurse call: we do a radio survey on site before we quote. Plan one gateway per 250 call points and a repeater every two or three corridors in concrete buildings.',
        'Our wireless nurse call suits care homes, assisted living and small clinics. Hospital wards that must meet DIN VDE 0834 need a wired system; we will say so rather than sell you the wrong one.',
        "Integrations: calls can be passed on to DECT handsets and to your own software through the gateway's REST interface or ESPA 4.4.4.",
      ],
      M,
      y - 20,
      W - 2 * M,
      9.5,
    ) - 10
  tech.drawText('Service', { x: M, y, size: 13, font: bold, color: navy })
  y = bullets(
    tech,
    [
      'Demo kit on loan for 14 days, collected free of charge if you do not keep it.',
      'Spare pagers, watches and buttons ship the same working day when ordered before 15:00.',
      'Remote commissioning is included; installation on site in the Netherlands, Belgium and Luxembourg, elsewhere through trained partners.',
      'Support by phone and e-mail in Dutch, English and German, Monday to Friday 08:30 to 17:30; a 24/7 fault line for nurse call customers with a service contract.',
    ],
    M,
    y - 20,
    W - 2 * M,
    9.5,
  )
  // contact panel
  const panelH = 150
  tech.drawRectangle({ x: M, y: 78, width: W - 2 * M, height: panelH, color: navy })
  tech.drawText('Ask for a quote or a demo kit', { x: M + 20, y: 78 + panelH - 32, size: 15, font: bold, color: white })
  const contact = [
    company.legalName,
    `${company.street}, ${company.postcode} ${company.city}, the Netherlands`,
    `Phone ${company.phone}`,
    `E-mail ${company.email}`,
  ]
  contact.forEach((l, i) =>
    tech.drawText(l, { x: M + 20, y: 78 + panelH - 56 - i * 15, size: 10, font: i === 0 ? bold : regular, color: white }),
  )
  tech.drawText(`KvK ${company.kvk} · VAT ${company.vat}`, {
    x: M + 20,
    y: 92,
    size: 8.5,
    font: regular,
    color: hexRgb(C.slate2),
  })
  tech.drawRectangle({ x: W - M - 150, y: 78 + panelH - 70, width: 130, height: 34, color: accent })
  tech.drawText('We answer within', { x: W - M - 140, y: 78 + panelH - 50, size: 8.5, font: regular, color: navy })
  tech.drawText('one working day', { x: W - M - 140, y: 78 + panelH - 62, size: 10, font: bold, color: navy })

  // footers with page numbers (not on the cover)
  pages.forEach((page, i) => {
    if (i === 0) return
    const text = `${company.legalName} · ${company.phone} · ${company.email}`
    page.drawLine({ start: { x: M, y: 50 }, end: { x: W - M, y: 50 }, thickness: 0.6, color: line })
    page.drawText(text, { x: M, y: 34, size: 8, font: regular, color: grey })
    const n = `${i + 1} / ${pages.length}`
    page.drawText(n, { x: W - M - regular.widthOfTextAtSize(n, 8), y: 34, size: 8, font: regular, color: grey })
  })

  return doc.save({ useObjectStreams: true })
}

await main()
