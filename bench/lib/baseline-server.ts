/**
 * Baselines for the submission and upload benchmarks: the least a server must do for the same
 * requests, written on bare `node:http`, run as its own process like the site so both compete
 * with the load generator alike.
 *
 *   submit <port> <sqlite file | postgres url>
 *     reads the multipart body with the same parser the site uses (`Response.formData()`),
 *     inserts one row with the posted values as JSON, answers a small JSON confirmation.
 *   upload <port> <folder>
 *     a minimal tus-like pair: POST creates an empty file, PATCH appends the body to it as a
 *     stream and answers the new offset. No checks, no records: the disk and loopback ceiling.
 *
 * Prints "ready" once listening.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { createClient } from '@libsql/client'
import pg from 'pg'

const [mode, portArg, target] = process.argv.slice(2)
const port = Number(portArg)

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of req) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

async function submitServer(): Promise<http.Server> {
  let insert: (values: string) => Promise<void>
  if (target!.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: target, max: 10 })
    await pool.query(
      'CREATE TABLE IF NOT EXISTS baseline_entries (id serial PRIMARY KEY, created_at timestamptz DEFAULT now(), data jsonb)',
    )
    insert = async (values) => {
      await pool.query('INSERT INTO baseline_entries (data) VALUES ($1)', [values])
    }
  } else {
    const db = createClient({ url: `file:${target}` })
    await db.execute('PRAGMA journal_mode = WAL')
    await db.execute(
      "CREATE TABLE IF NOT EXISTS baseline_entries (id INTEGER PRIMARY KEY, created_at TEXT DEFAULT (datetime('now')), data TEXT)",
    )
    insert = async (values) => {
      await db.execute({ sql: 'INSERT INTO baseline_entries (data) VALUES (?)', args: [values] })
    }
  }
  return http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req)
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      }).formData()
      const values: Record<string, string> = {}
      for (const [k, v] of form) if (typeof v === 'string') values[k] = v
      await insert(JSON.stringify(values))
      const answer = JSON.stringify({ is_valid: true, confirmation_markup: 'Thank you.' })
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) })
      res.end(answer)
    })().catch((err: unknown) => {
      console.error(err)
      res.writeHead(500).end()
    })
  })
}

function uploadServer(): http.Server {
  return http.createServer((req, res) => {
    void (async () => {
      if (req.method === 'POST') {
        const id = randomBytes(16).toString('hex')
        writeFileSync(path.join(target!, id), '')
        req.resume()
        res.writeHead(201, { location: `/uploads/${id}`, 'tus-resumable': '1.0.0' }).end()
        return
      }
      if (req.method === 'PATCH') {
        const file = path.join(target!, path.basename(req.url ?? ''))
        await pipeline(req, createWriteStream(file, { flags: 'a' }))
        res.writeHead(204, { 'upload-offset': statSync(file).size, 'tus-resumable': '1.0.0' }).end()
        return
      }
      res.writeHead(204).end()
    })().catch((err: unknown) => {
      console.error(err)
      res.writeHead(500).end()
    })
  })
}

const server = mode === 'submit' ? await submitServer() : mode === 'upload' ? uploadServer() : null
if (!server) throw new Error(`Unknown baseline: ${mode}`)
server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1', () => console.log('ready'))
