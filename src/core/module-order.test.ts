/**
 * No module of `core/` imports itself back through others. A field type's parts use helpers of
 * the engine, and the engine dispatches through the maps that list those parts; were a helper to
 * import the engine, the modules would form a cycle, and in a cycle the module that runs first may
 * read another's `const` before it is set ("Cannot access … before initialization"). Which runs
 * first depends on which a page imports first, so the tests (which start from the tests) and
 * `next build` (which starts from the pages) can disagree: a registry that passed every test once
 * failed the production build this way. Without cycles there is no order to get wrong.
 *
 * The graph is the one a bundler sees: esbuild's, after TypeScript's type-only imports are gone.
 */
import path from 'node:path'
import { readdirSync } from 'node:fs'

import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Strongly connected groups of more than one module (Tarjan), each sorted. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

describe('module order', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ])
    expect(cycles(graph)).toEqual([['a', 'b', 'c']])
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
  })

  it('core/ has no import cycle', async () => {
    const entries = (readdirSync(path.join(root, 'src/core'), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
      .map((file) => path.join('src/core', file))
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: entries,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      outdir: 'out',
      tsconfig: path.join(root, 'tsconfig.json'),
      logLevel: 'silent',
    })
    const graph = new Map(
      Object.entries(metafile.inputs).map(([file, input]) => [
        file,
        input.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path),
      ]),
    )
    expect(graph.size).toBeGreaterThan(200)
    expect(cycles(graph)).toEqual([])
  }, 60_000)
})
