/**
 * Makes the demo's company film, src/seed/assets/company-film.mp4, and its poster: the
 * pictures scripts/make-assets.ts draws, each with a caption, joined with a slow zoom and
 * cross-fades. Stills are composed here with sharp; ffmpeg (Debian's package) encodes them.
 * Deterministic for a given ffmpeg: one encoder thread, no timestamps or version tags.
 *
 *   node_modules/.bin/tsx scripts/make-video.ts
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp, { type Sharp } from 'sharp'

import { company } from '../src/seed/catalogue'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const assets = path.join(root, 'src/seed/assets')
const outDir = process.env.ASSETS_OUT ?? assets

/** Stills are drawn larger than the film so the slow zoom has pixels to spare. */
const STILL = { width: 1280, height: 720 }
const FILM = { width: 960, height: 540, fps: 25 }
/** Seconds each scene is on screen, and the cross-fade that joins two (part of both). */
const SCENE = 4.6
const FADE = 0.6

const NAVY = '#0b2545'
const TEAL = '#13a89e'
const ACCENT = '#f2a541'
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

type Scene = { picture: string; caption: string } | { card: 'title' | 'end' }

const scenes: Scene[] = [
  { card: 'title' },
  { picture: 'solution-restaurant.jpg', caption: 'Guests order, take a pager and find a seat' },
  { picture: 'product-kitchen-transmitter.jpg', caption: 'The kitchen keys in the number: that pager buzzes' },
  { picture: 'product-table-call-button.jpg', caption: 'At the table, one press calls a waiter' },
  { picture: 'product-staff-watch-pager.jpg', caption: 'The call shows on the waiter’s watch' },
  { picture: 'solution-care-home.jpg', caption: 'In care, the same radio brings a nurse to the room' },
  { card: 'end' },
]

function mark(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect width="120" height="120" rx="30" fill="#ffffff"/>
    <circle cx="60" cy="60" r="17" fill="none" stroke="${NAVY}" stroke-width="9"/>
    <circle cx="60" cy="60" r="6" fill="${ACCENT}"/>
  </g>`
}

function card(kind: 'title' | 'end'): string {
  const { width: W, height: H } = STILL
  const lines =
    kind === 'title'
      ? `<text x="${W / 2}" y="360" text-anchor="middle" font-size="64" font-weight="700" fill="#ffffff">${escape(company.name)}</text>
         <text x="${W / 2}" y="430" text-anchor="middle" font-size="30" fill="#cdeeea">${escape(company.tagline)}</text>`
      : `<text x="${W / 2}" y="350" text-anchor="middle" font-size="54" font-weight="700" fill="#ffffff">Try a demo kit for 14 days</text>
         <text x="${W / 2}" y="420" text-anchor="middle" font-size="30" fill="#cdeeea">${escape(`${company.phone} · ${company.email}`)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="${FONT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="#13315c"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>
    <circle cx="${W - 140}" cy="120" r="260" fill="${TEAL}" opacity="0.12"/>
    ${mark(W / 2 - 60, 130, 1)}
    ${lines}
    <rect x="${W / 2 - 60}" y="480" width="120" height="6" rx="3" fill="${ACCENT}"/>
  </svg>`
}

function captionBand(text: string): string {
  const { width: W, height: H } = STILL
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="${FONT}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY}" stop-opacity="0"/><stop offset="1" stop-color="${NAVY}" stop-opacity="0.92"/></linearGradient></defs>
    <rect y="${H - 230}" width="${W}" height="230" fill="url(#s)"/>
    <rect x="80" y="${H - 118}" width="8" height="58" rx="4" fill="${ACCENT}"/>
    <text x="110" y="${H - 76}" font-size="40" font-weight="700" fill="#ffffff">${escape(text)}</text>
  </svg>`
}

async function still(scene: Scene): Promise<Sharp> {
  if ('card' in scene) return sharp(Buffer.from(card(scene.card)))
  const picture = await sharp(path.join(assets, scene.picture))
    // The product pictures' callouts sit low: crop from the top so the caption covers none.
    .resize(STILL.width, STILL.height, { fit: 'cover', position: 'north' })
    .toBuffer()
  return sharp(picture).composite([{ input: Buffer.from(captionBand(scene.caption)) }])
}

function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
  if (run.error) throw new Error(`ffmpeg could not run (apt-get install ffmpeg): ${run.error.message}`)
  if (run.status !== 0) throw new Error(`ffmpeg failed (exit ${run.status})`)
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'company-film-'))
  try {
    const files: string[] = []
    for (const [i, scene] of scenes.entries()) {
      const file = path.join(tmp, `scene-${i}.png`)
      writeFileSync(file, await (await still(scene)).png().toBuffer())
      files.push(file)
    }
    // The poster is the title card as the film opens.
    await sharp(files[0])
      .resize(FILM.width, FILM.height)
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toFile(path.join(outDir, 'company-film-poster.jpg'))

    const frames = Math.round(SCENE * FILM.fps)
    const inputs = files.flatMap((f) => ['-framerate', String(FILM.fps), '-loop', '1', '-t', String(SCENE), '-i', f])
    // Each still zooms in by 6 % over its scene, centred; then each fades into the next.
    const zoom = files.map(
      (_, i) =>
        `[${i}:v]zoompan=z='1+0.06*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${FILM.width}x${FILM.height}:fps=${FILM.fps},setsar=1[z${i}]`,
    )
    const fades: string[] = []
    let last = 'z0'
    for (let i = 1; i < files.length; i++) {
      const out = i === files.length - 1 ? 'film' : `f${i}`
      fades.push(`[${last}][z${i}]xfade=transition=fade:duration=${FADE}:offset=${(i * (SCENE - FADE)).toFixed(2)}[${out}]`)
      last = out
    }
    const film = path.join(outDir, 'company-film.mp4')
    ffmpeg([
      ...inputs,
      '-filter_complex',
      [...zoom, ...fades].join(';'),
      '-map',
      '[film]',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-tune',
      'stillimage',
      '-pix_fmt',
      'yuv420p',
      '-x264-params',
      'threads=1',
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      film,
    ])
    console.log(`company-film.mp4: ${Math.round(statSync(film).size / 1024)} KiB`)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

await main()
