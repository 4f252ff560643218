import { describe, expect, it } from 'vitest'

import { monacoBase, monacoFile } from './monaco-files'

describe('monacoFile', () => {
  it("names files of the installed version's min/vs", () => {
    expect(monacoFile(['0.57.0', 'vs', 'loader.js'], '0.57.0')).toEqual({
      relative: 'loader.js',
      type: 'text/javascript; charset=utf-8',
    })
    expect(monacoFile(['0.57.0', 'vs', 'editor', 'editor.main.css'], '0.57.0')).toEqual({
      relative: 'editor/editor.main.css',
      type: 'text/css; charset=utf-8',
    })
    expect(monacoFile(['0.57.0', 'vs', 'a', 'b', 'c', 'd', 'e', 'f', 'deep.js'], '0.57.0')).toBeNull()
    expect(monacoFile(['0.57.0', 'vs', 'assets', 'codicon-abc.ttf'], '0.57.0')?.type).toBe('font/ttf')
  })

  it('refuses another version, another folder and other kinds of file', () => {
    expect(monacoFile(['0.55.1', 'vs', 'loader.js'], '0.57.0')).toBeNull()
    expect(monacoFile(['0.57.0', 'dev', 'loader.js'], '0.57.0')).toBeNull()
    expect(monacoFile(['0.57.0', 'vs'], '0.57.0')).toBeNull()
    expect(monacoFile(['0.57.0', 'vs', 'README.md'], '0.57.0')).toBeNull()
    expect(monacoFile(['0.57.0', 'vs', 'editor'], '0.57.0')).toBeNull()
  })

  it('refuses any path that could leave the folder', () => {
    for (const bad of ['..', '.', '...js', '.hidden.js', '..%2Fpackage.json', 'a/b.js', 'a\\b.js', '', '%2e%2e', 'x.js\0']) {
      expect(monacoFile(['0.57.0', 'vs', bad], '0.57.0'), bad).toBeNull()
    }
    expect(monacoFile(['0.57.0', 'vs', '..', '..', 'package.json'], '0.57.0')).toBeNull()
  })

  it('gives the loader its base address', () => {
    expect(monacoBase('0.57.0')).toBe('/next/monaco/0.57.0/vs')
  })
})
