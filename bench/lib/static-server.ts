/**
 * The baseline for page serving: a bare `node:http` server that answers each path with
 * bytes saved from the real site (the same HTML, the same length), as they are or, with a
 * coding named, compressed ahead of time in that coding (`br` or `gzip`).
 * Run as its own process, like the site, so both compete with the load generator alike.
 * Usage: node lib/static-server.ts <port> <pages.json> [br|gzip]  (pages.json: { "/path": "file" })
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'

const [portArg, pagesFile, coding] = process.argv.slice(2)
const pages = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(pagesFile!, 'utf8')) as Record<string, string>).map(([p, f]) => [p, readFileSync(f)]),
)

http
  .createServer((req, res) => {
    const body = pages.get((req.url ?? '/').split('?')[0]!)
    if (!body) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      ...(coding ? { 'content-encoding': coding, vary: 'Accept-Encoding' } : {}),
    })
    res.end(body)
  })
  .listen(Number(portArg), '127.0.0.1', () => console.log('ready'))
