/**
 * The production artefact (`npm run build`, src/server/cli/build.ts) runs on its own: a copy of
 * dist/ outside the checkout, where no node_modules above it can stand in for a package the build
 * left out, starts with plain Node.js (no TypeScript loader, no dev dependencies), sets up a fresh
 * data folder with the demo content, and serves the site, the admin, its static files and a form.
 * Its backup program runs from the copy too. With SITE_TEST_NODE_LTS (scripts/test.sh sets it from
 * scripts/node-lts.sh) the copy also runs on the current Node.js LTS.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { metadataTagsOf, visibleText } from '../../bench/lib/islands/compare'
import { ROOT } from '../../bench/lib/site'
import { monacoBase } from '../../src/core/http/monaco-files'
import type { IslandsAnswer } from '../../src/islands/render'
import { allowTestRange, contactPost, createContactForm, postAjax, startSite, type Site } from './support'

let appDir: string
let site: Site

beforeAll(async () => {
  // In the system's temporary folder: no node_modules in any folder above it.
  appDir = mkdtempSync(path.join(os.tmpdir(), 'site-artefact-'))
  cpSync(path.join(ROOT, 'dist'), appDir, { recursive: true, verbatimSymlinks: true })
  // A fresh data folder (not the seeded copy): the artefact's own setup adds the demo content.
  site = await startSite({ port: 3417, appDir, env: { SEED: '1' } })
}, 600_000)

afterAll(async () => {
  await site?.stop()
  if (appDir) rmSync(appDir, { recursive: true, force: true })
})

describe('the production artefact', () => {
  it('holds no sources, TypeScript or dev dependencies', () => {
    // Nor the data folder of the checkout it was built in, whose secret would ship with every copy.
    for (const absent of ['src', 'data', 'tests', 'next.config.ts'])
      expect(existsSync(path.join(appDir, absent)), absent).toBe(false)
    // The site's dev dependencies that no production package needs (the lock file marks them `dev`).
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
    }
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>
    }
    const devOnly = Object.keys(manifest.devDependencies).filter((name) => lock.packages[`node_modules/${name}`]?.dev)
    expect(devOnly.length).toBeGreaterThan(10)
    // And never the TypeScript runner the checkout's scripts use: the artefact runs JavaScript.
    const present = [...devOnly, 'tsx'].filter((name) => existsSync(path.join(appDir, 'node_modules', name)))
    expect(present).toEqual([])
  })

  it('serves the demo pages, the admin and the static files the pages name', async () => {
    const home = await fetch(`${site.url}/`)
    expect(home.status).toBe(200)
    const html = await home.text()
    expect(html).toContain('</html>')
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((m) => m[1]!)
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets.slice(0, 5)) expect((await fetch(`${site.url}${asset}`)).status, asset).toBe(200)
    expect((await fetch(`${site.url}/contact`)).status).toBe(200)
    expect((await fetch(`${site.url}/admin/login`)).status).toBe(200)
    expect((await fetch(`${site.url}/readyz`)).status).toBe(200)
  })

  it('takes a form entry', async () => {
    await allowTestRange(site)
    const posting = await createContactForm(site)
    const sent = await postAjax(site, contactPost(posting, site, 1), { ip: '198.18.0.9' })
    expect(sent.confirmed, sent.text).toBe(true)
  })

  it("serves the admin code editor's files, which are read at run time", async () => {
    const { version } = JSON.parse(readFileSync(path.join(appDir, 'node_modules/monaco-editor/package.json'), 'utf8')) as {
      version: string
    }
    const res = await fetch(`${site.url}${monacoBase(version)}/loader.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
  })

  it('backs the site up with its own backup program', () => {
    const file = path.join(appDir, 'backup.tar.gz')
    const result = spawnSync(process.execPath, [path.join(appDir, 'server/backup.mjs'), file], {
      cwd: appDir,
      env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    })
    expect(result.status, result.stdout + result.stderr).toBe(0)
    expect(existsSync(file)).toBe(true)
  })

  it('renders the demo pages as islands, outside Next.js, with the text, metadata and font Next gives them', async () => {
    const pages = ['/', '/products/gp15-guest-pager-starter-kit', '/faq', '/contact']
    // Beside the running site, on its data (SQLite lets a second process read it).
    const result = spawnSync(process.execPath, [path.join(appDir, 'server/islands.mjs'), ...pages], {
      cwd: appDir,
      env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '', SITE_URL: site.url },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(result.status, result.stderr).toBe(0)
    const rendered = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as IslandsAnswer)
    expect(rendered.map((r) => r.path)).toEqual(pages)
    for (const page of rendered) {
      const next = await (await fetch(`${site.url}${page.path}`)).text()
      expect(visibleText(page.body), page.path).toBe(visibleText(next))
      // The <html> tag among them: its class is the font's, named by Next's build.
      expect(metadataTagsOf(page.htmlTag + '<head>' + page.meta + '</head>'), page.path).toEqual(metadataTagsOf(next))
      // The header's parts and the cookie notice are islands, each with its props as JSON.
      const islands = [...page.body.matchAll(/<sp-island data-island="([^"]+)" data-props="(\d+)"/g)]
      expect(
        islands.map((m) => m[1]),
        page.path,
      ).toEqual(expect.arrayContaining(['HeaderRoot', 'MenuToggle', 'CookieNotice']))
      for (const [, , index] of islands) expect(() => JSON.parse(page.props[Number(index)]!) as unknown).not.toThrow()
      // The whole document: Next's style sheets in its head, and the islands' scripts, which the site
      // serves from Next's static files, for a year, as Next's own.
      const head = /<head>[\s\S]*<\/head>/.exec(page.document)![0]
      for (const sheet of next.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) expect(head).toContain(sheet[1])
      // The boot module names them (core/islands/boot.ts): the entry, its chunks and those of each island.
      const boot = /<script type="module" src="([^"]*\/boot-[^"]+\.js)" fetchpriority="low"><\/script><\/body>/.exec(
        page.document,
      )
      expect(boot, page.path).not.toBeNull()
      const bootText = await (await fetch(`${site.url}${boot![1]}`)).text()
      const named = JSON.parse(/^var m=(\{.*\}),u=import\.meta\.url/.exec(bootText)![1]!) as {
        e: string
        p: string[]
        c: Record<string, string[]>
      }
      const folder = boot![1]!.slice(0, boot![1]!.lastIndexOf('/') + 1)
      const onPage = islands.flatMap(([, name]) => named.c[name!] ?? [])
      const scripts = [boot![1]!, ...[named.e, ...named.p, ...onPage].map((file) => folder + file)]
      for (const src of scripts) {
        const script = await fetch(`${site.url}${src}`)
        expect(script.status, src).toBe(200)
        expect(script.headers.get('content-type')).toMatch(/javascript/)
        expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        await script.arrayBuffer()
      }
    }
    // Every island of the demo pages has its script (the form's, the slider's and the video's too).
    for (const page of rendered) expect(page.withoutScript, page.path).toEqual([])
    // The slider's island brings its style sheets (Swiper's, its modules', the site's) into the head.
    const home = rendered.find((r) => r.path === '/')!
    const sheet = /<link rel="stylesheet" href="([^"]*\/SliderMount-[^"]+\.css)"\/>/.exec(home.document)
    expect(sheet, 'the slider’s style sheet').not.toBeNull()
    const css = await fetch(`${site.url}${sheet![1]}`)
    expect(css.headers.get('content-type')).toMatch(/text\/css/)
    expect(await css.text()).toContain('.swiper-pagination')
    // A page the site does not have is Next's to answer (its 404 page), not the islands render's.
    const missing = spawnSync(process.execPath, [path.join(appDir, 'server/islands.mjs'), '/no-such-page'], {
      cwd: appDir,
      env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '', SITE_URL: site.url },
      encoding: 'utf8',
    })
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain('/no-such-page: notFound(): this page needs Next.js')
  })
})

const lts = process.env.SITE_TEST_NODE_LTS
if (!lts) console.warn('[artefact] SITE_TEST_NODE_LTS is not set: the artefact is not run on the current Node.js LTS')

describe.skipIf(!lts)('the production artefact on the current Node.js LTS', () => {
  it('sets up, serves the site and the admin, and takes a form entry', async () => {
    const other = await startSite({ port: 3418, appDir, node: lts })
    try {
      const version = spawnSync(lts!, ['--version'], { encoding: 'utf8' }).stdout.trim()
      expect(version).not.toBe(process.version)
      expect((await fetch(`${other.url}/`)).status).toBe(200)
      expect((await fetch(`${other.url}/admin/login`)).status).toBe(200)
      expect((await fetch(`${other.url}/readyz`)).status).toBe(200)
      await allowTestRange(other)
      const posting = await createContactForm(other)
      const sent = await postAjax(other, contactPost(posting, other, 1), { ip: '198.18.0.10' })
      expect(sent.confirmed, sent.text).toBe(true)
    } finally {
      await other.stop()
    }
  }, 600_000)
})
