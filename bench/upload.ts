/**
 * Benchmark 3, uploads: one 1 GiB file through the tus endpoint (`/next/uploads`) in the
 * site's chunk size (UPLOAD_CHUNK_SIZE_MB, 5 MiB by default), as tus-js-client sends it:
 * POST to create, then PATCH after PATCH from the last offset. Reports MB/s and the
 * server's peak memory growth (resident set, sampled every 50 ms), and checks the stored
 * file's length. Targets: at least 150 MB/s, growth at most 64 MB.
 * Baseline, in the same run: the same requests to a bare node:http server that appends each
 * PATCH body to a file (lib/baseline-server.ts), the loopback and disk ceiling.
 * Run: npm run bench:upload   (BENCH_UPLOAD_MB to change the size)
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import type { Form } from '../src/core/forms/types'
import { docFromForm } from '../src/features/forms/model'
import { adminHeaders, fixed, mb, rest, sampleRss, saveResult, startBaseline, startSite, table } from './lib/site'

const SIZE = Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 * 1024
const CHUNK = Number(process.env.UPLOAD_CHUNK_SIZE_MB ?? 5) * 1024 * 1024

const uploadForm = (): Form => ({
  id: 0,
  title: 'Upload (benchmark)',
  fields: [{ type: 'fileupload', id: 1, label: 'Floor plan', maxFileSize: 1024, allowedExtensions: 'pdf', maxFiles: 1 }],
  button: { text: 'Send' },
  confirmations: [{ id: 'default', name: 'Default', type: 'message', message: 'Thank you.', isDefault: true }],
  notifications: [],
  settings: { enableHoneypot: false, requireLogin: false },
})

const b64 = (s: string) => Buffer.from(s).toString('base64')

function request(
  url: string,
  method: string,
  headers: Record<string, string | number>,
  body?: Buffer,
  agent?: http.Agent,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

type Measured = { seconds: number; rate: number; start: number; peak: number; final: string }

/** Sends SIZE bytes as one tus upload: POST to create, then PATCH after PATCH from the last offset. */
async function upload(endpoint: string, pid: number, base: Record<string, string>, metadata: string): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  // One chunk of content, reused: a PDF header first so the content check passes, then noise.
  const chunk = randomBytes(CHUNK)
  const first = Buffer.from(chunk)
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1').copy(first)
  // Idle memory after a warm-up request.
  await request(endpoint, 'OPTIONS', base, undefined, agent)
  const memory = sampleRss(pid)
  const started = performance.now()
  const create = await request(
    endpoint,
    'POST',
    { ...base, 'upload-length': SIZE, 'upload-metadata': metadata, 'content-length': 0 },
    undefined,
    agent,
  )
  if (create.status !== 201 || !create.headers.location) throw new Error(`Create answered ${create.status}: ${create.text}`)
  const location = new URL(create.headers.location, endpoint).toString()
  let offset = 0
  let last = create
  while (offset < SIZE) {
    const length = Math.min(CHUNK, SIZE - offset)
    const body = offset === 0 ? first.subarray(0, length) : chunk.subarray(0, length)
    last = await request(
      location,
      'PATCH',
      { ...base, 'upload-offset': offset, 'content-type': 'application/offset+octet-stream', 'content-length': length },
      body,
      agent,
    )
    if (last.status !== 204 && last.status !== 200) throw new Error(`PATCH at ${offset} answered ${last.status}: ${last.text}`)
    offset = Number(last.headers['upload-offset'] ?? offset + length)
  }
  const seconds = (performance.now() - started) / 1000
  const mem = memory.stop()
  agent.destroy()
  if (offset !== SIZE) throw new Error(`The upload ended at ${offset} of ${SIZE} bytes`)
  return { seconds, rate: mb(SIZE) / seconds, start: mem.start, peak: mem.peak, final: `${last.status}` }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'))
  const port = 3320
  const baseline = await startBaseline('baseline-server.ts', ['upload', String(port), dir])
  let base: Measured
  try {
    base = await upload(`http://127.0.0.1:${port}/uploads`, baseline.process.pid!, {}, '')
  } finally {
    baseline.stop()
    rmSync(dir, { recursive: true, force: true })
  }

  const site = await startSite({ port: 3314 })
  try {
    const headers = await adminHeaders(site)
    const created = await rest<{ doc: { id: number } }>(site, headers, 'POST', '/forms', docFromForm(uploadForm()))
    const formId = created.doc.id
    const metadata = [
      `filename ${b64('floor-plan.pdf')}`,
      `filetype ${b64('application/pdf')}`,
      `form_id ${b64(String(formId))}`,
      `field_id ${b64('1')}`,
      `gform_unique_id ${b64('be4c1a2f')}`,
    ].join(',')
    const measured = await upload(
      `${site.url}/next/uploads`,
      site.process.pid!,
      { origin: site.url, 'tus-resumable': '1.0.0', 'x-forwarded-for': '198.18.0.1' },
      metadata,
    )
    console.log(`\nUpload of ${fixed(mb(SIZE), 0)} MiB in ${fixed(mb(CHUNK), 0)} MiB chunks\n`)
    const row = (label: string, m: Measured, target: string) => [
      label,
      fixed(m.seconds, 1),
      fixed(m.rate, 0),
      fixed(mb(m.start), 0),
      fixed(mb(m.peak), 0),
      fixed(mb(m.peak - m.start), 0),
      target,
    ]
    table(
      ['server', 'seconds', 'MB/s', 'RSS before MB', 'peak MB', 'growth MB', 'target (≥150 MB/s, ≤64 MB)'],
      [
        row('baseline (append to a file)', base, ''),
        row(
          'site (tus endpoint)',
          measured,
          `${measured.rate >= 150 && mb(measured.peak - measured.start) <= 64 ? 'met' : 'missed'}; ${fixed(measured.rate / base.rate, 2)} of baseline`,
        ),
      ],
    )
    saveResult('upload', { size: SIZE, chunk: CHUNK, site: measured, baseline: base })
  } finally {
    await site.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
