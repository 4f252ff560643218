import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { monacoFile } from '../../../../../core/http/monaco-files'
import { monacoInstall } from '../../../../../server/monaco'

/**
 * The admin's code editor (Monaco) from this site: `GET /next/monaco/<version>/vs/<file>`
 * (core/http/monaco-files.ts says which addresses are files). The files never change for one
 * version, so a browser keeps them for a year.
 */
const notFound = () =>
  new Response('No such file of the code editor.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

export async function GET(_req: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const installed = monacoInstall()
  const file = monacoFile((await params).path, installed.version)
  if (!file) return notFound()
  const full = path.join(installed.root, file.relative)
  if (!full.startsWith(installed.root + path.sep)) return notFound()
  try {
    const body = await readFile(full)
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': file.type,
        'content-length': String(body.length),
        'cache-control': 'public, max-age=31536000, immutable',
      },
    })
  } catch {
    return notFound()
  }
}
