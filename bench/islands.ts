/**
 * The alternative to Next.js's whole-document hydration, measured (issue 25, docs/PERFORMANCE.md
 * section 8): the demo pages rendered as islands would be, against the same pages as the site
 * serves them now.
 *
 * - Now (the baseline, same run): each page's HTML as the production site answers it, and the
 *   JavaScript Chromium loads for it (gzip level 6, loaded and scrolled to the end, as bench:weight).
 * - Islands: the same body rendered by React's static renderer from the site's own components,
 *   outside Next.js (lib/islands/render.tsx: Next's modules replaced by small stand-ins, the data
 *   read through Payload as the pages read it), inside Next's own head without its scripts, with
 *   the props the page's client components take written beside it as JSON (what their islands
 *   would hydrate from). JavaScript: the site's client components of every page (header, cookie
 *   notice, analytics, animate on scroll, e-mail decoder, staff toolbar loader) bundled with React
 *   DOM's client by esbuild; the staff toolbar's own chunk, which only staff load, is left out.
 * - Every page's visible text must be the same in both, or the comparison says so.
 *
 * Run: npm run bench:islands
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'
import { build } from 'esbuild'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium'
import { fixed, kb, ROOT, saveResult, startSite, table } from './lib/site'

const PAGES = ['/', '/products/gp15-guest-pager-starter-kit', '/solutions/hospitality', '/faq', '/contact', '/request-a-quote']
/** Pages without a form or a slider: issue 25's 150 KB of JavaScript. */
const PLAIN = new Set(['/products/gp15-guest-pager-starter-kit', '/solutions/hospitality', '/faq'])
const HERE = path.join(ROOT, 'bench/lib/islands')

const gz = (text: string | Buffer) => gzipSync(text, { level: 6 }).length

/** What a browser reads: the text of the body, without scripts, styles and tags. */
function visibleText(html: string): string {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '')
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Next's head without what only Next's runtime needs (its scripts and their preloads). */
function headWithoutRuntime(html: string): string {
  const head = /<head>[\s\S]*?<\/head>/.exec(html)?.[0] ?? '<head></head>'
  return head
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:preload|modulepreload)" as="script"[^>]*>|<link rel="modulepreload"[^>]*>/g, '')
}

async function nextJs(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const pending: Promise<number>[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return
      pending.push(res.body().then(gz, () => 0))
    })
    await page.goto(url, { waitUntil: 'load' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y <= height; y += 700) {
      await page.mouse.wheel(0, 700)
      await page.waitForTimeout(100)
    }
    await page.waitForLoadState('networkidle')
    return (await Promise.all(pending)).reduce((a, b) => a + b, 0)
  } finally {
    await browser.close()
  }
}

async function islandsJs(): Promise<{ total: number; chunks: { file: string; gzip: number }[] }> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'islands-js-'))
  try {
    const result = await build({
      entryPoints: [path.join(HERE, 'client.tsx')],
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      target: 'es2022',
      jsx: 'automatic',
      outdir,
      metafile: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      alias: { 'next/link': path.join(HERE, 'shims/link.mjs'), 'next/navigation': path.join(HERE, 'shims/navigation.mjs') },
      loader: { '.css': 'empty' },
      logLevel: 'warning',
    })
    const chunks = Object.entries(result.metafile.outputs)
      .filter(([file, out]) => file.endsWith('.js') && !Object.keys(out.inputs).some((i) => i.includes('FormToolbars')))
      .map(([file]) => ({ file: path.basename(file), gzip: gz(readFileSync(path.resolve(ROOT, file))) }))
    return { total: chunks.reduce((a, c) => a + c.gzip, 0), chunks }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'islands-data-'))
  const site = await startSite({ port: 3313, dataDir })
  const now: Record<string, { html: string; js: number }> = {}
  try {
    for (const p of PAGES) {
      // Warm the page cache first: the measured answer is a visitor's, not the first render's.
      await (await fetch(`${site.url}${p}`)).arrayBuffer()
      const html = await (await fetch(`${site.url}${p}`)).text()
      now[p] = { html, js: PLAIN.has(p) ? await nextJs(`${site.url}${p}`) : NaN }
    }
  } finally {
    await site.stop()
  }

  // The same data folder, now that no site uses it, read by the components outside Next.
  const out = path.join(dataDir, 'islands.jsonl')
  const rendered = spawnSync(process.execPath, ['--import', 'tsx', '--import', './register.mjs', 'render.tsx', ...PAGES], {
    cwd: HERE,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SITE_URL: site.url, ISLANDS_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (rendered.status !== 0) throw new Error(`the islands render failed (exit ${rendered.status ?? rendered.signal})`)
  const islands = new Map<string, { html: string; props: string[]; ms: number }>()
  for (const line of readFileSync(out, 'utf8').split('\n').filter(Boolean)) {
    const record = JSON.parse(line) as { path: string; html: string; props: string[]; ms: number }
    islands.set(record.path, record)
  }
  rmSync(dataDir, { recursive: true, force: true })
  const js = await islandsJs()

  const rows: (string | number)[][] = []
  const results: Record<string, unknown> = {}
  for (const p of PAGES) {
    const next = now[p]!
    const island = islands.get(p)!
    const document =
      '<!DOCTYPE html><html lang="en">' +
      headWithoutRuntime(next.html) +
      island.html.replace(
        '</body>',
        `<script type="application/json" id="islands">[${island.props.join(',')}]</script>` +
          '<script type="module" src="/islands/client.js"></script></body>',
      ) +
      '</html>'
    const same = visibleText(next.html) === visibleText(document)
    const figures = {
      nextHtml: next.html.length,
      nextGzip: gz(next.html),
      islandsHtml: document.length,
      islandsGzip: gz(document),
      islandProps: island.props.join(',').length,
      nextJs: next.js,
      islandsJs: PLAIN.has(p) ? js.total : NaN,
      sameText: same,
    }
    results[p] = figures
    rows.push([
      p,
      fixed(kb(figures.nextHtml)),
      fixed(kb(figures.nextGzip)),
      fixed(kb(figures.islandsHtml)),
      fixed(kb(figures.islandsGzip)),
      fixed(figures.islandsHtml / figures.nextHtml, 2),
      fixed(figures.islandsGzip / figures.nextGzip, 2),
      fixed(kb(figures.islandProps)),
      PLAIN.has(p) ? fixed(kb(figures.nextJs)) : '',
      PLAIN.has(p) ? fixed(kb(figures.islandsJs)) : '',
      same ? 'yes' : 'NO',
    ])
  }
  console.log('\nThe demo pages as the site serves them now (Next.js) and rendered as islands; KB, gzip level 6\n')
  table(
    [
      'page',
      'HTML now',
      'gzip',
      'HTML islands',
      'gzip',
      'ratio',
      'gzip ratio',
      'island props',
      'JS now',
      'JS islands',
      'same text',
    ],
    rows,
  )
  console.log(`\nIslands JavaScript: ${js.chunks.map((c) => `${c.file} ${fixed(kb(c.gzip))}`).join(', ')}`)
  saveResult('islands', { pages: results, islandsJs: js })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
