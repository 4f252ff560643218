import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, chunkErrorType, createChunkLoader, loadChunk } from './load'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const never = () => new Promise<never>(() => undefined)

describe('loadChunk', () => {
  it('waits 120 000 ms, the spec’s chunk load timeout', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  it('answers with the module when it arrives in time', async () => {
    const module = { enhancePricing: () => undefined }
    const loaded = loadChunk('products', () => Promise.resolve(module))
    await expect(loaded).resolves.toBe(module)
    // No timer is left behind.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is a timeout ChunkLoadError after 120 000 ms without an answer, and not a moment before', async () => {
    const loaded = loadChunk('products', never)
    let error: unknown = null
    loaded.catch((e: unknown) => (error = e))
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(error).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error).toMatchObject({ name: 'ChunkLoadError', chunk: 'products', type: 'timeout' })
  })

  it('ignores a module that arrives after the timeout', async () => {
    let arrive: (m: object) => void = () => undefined
    const loaded = loadChunk('products', () => new Promise<object>((resolve) => (arrive = resolve)), { timeoutMs: 10 })
    const settled = loaded.then(
      () => 'resolved',
      (e: ChunkLoadError) => e.type,
    )
    await vi.advanceTimersByTimeAsync(10)
    arrive({})
    expect(await settled).toBe('timeout')
  })

  it('is an error ChunkLoadError when the request fails (Turbopack’s and the browser’s failures)', async () => {
    const failed = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'), {
      name: 'ChunkLoadError',
    })
    await expect(loadChunk('products', () => Promise.reject(failed))).rejects.toMatchObject({
      name: 'ChunkLoadError',
      type: 'error',
      message: expect.stringContaining('Loading chunk products failed. (error: Failed to load chunk'),
    })
    await expect(
      loadChunk('sanitizer', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toMatchObject({
      type: 'error',
    })
    await expect(
      loadChunk('sanitizer', () => {
        throw new Error('synchronous failure')
      }),
    ).rejects.toMatchObject({ type: 'error' })
  })

  it('keeps webpack’s own type (missing, timeout)', async () => {
    const webpack = (type: string) =>
      Object.assign(new Error(`Loading chunk 7 failed.\n(${type}: /x.js)`), { name: 'ChunkLoadError', type })
    await expect(loadChunk('products', () => Promise.reject(webpack('missing')))).rejects.toMatchObject({ type: 'missing' })
    await expect(loadChunk('products', () => Promise.reject(webpack('timeout')))).rejects.toMatchObject({ type: 'timeout' })
  })

  it('is a missing ChunkLoadError when the chunk arrives without its module', async () => {
    await expect(
      loadChunk('products', () => Promise.resolve({ other: 1 } as { enhancePricing?: () => void }), {
        check: (m) => typeof m.enhancePricing === 'function',
      }),
    ).rejects.toMatchObject({ type: 'missing' })
    await expect(loadChunk('products', () => Promise.resolve(undefined))).rejects.toMatchObject({ type: 'missing' })
  })
})

describe('chunkErrorType', () => {
  it('reads the type of any failure', () => {
    expect(chunkErrorType(new ChunkLoadError('a', 'missing'))).toBe('missing')
    expect(chunkErrorType({ type: 'timeout' })).toBe('timeout')
    expect(chunkErrorType(new Error('Request timed out'))).toBe('timeout')
    expect(chunkErrorType(new Error('boom'))).toBe('error')
    expect(chunkErrorType(null)).toBe('error')
    expect(chunkErrorType({ type: 'other' })).toBe('error')
  })
})

describe('createChunkLoader', () => {
  it('fetches a chunk once for every caller while it works', async () => {
    const loader = createChunkLoader()
    const importer = vi.fn(() => Promise.resolve({ ok: true }))
    const [a, b] = await Promise.all([loader.load('products', importer), loader.load('products', importer)])
    expect(a).toBe(b)
    await loader.load('products', importer)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('forgets a failure, so trying again asks again (and can succeed)', async () => {
    const loader = createChunkLoader({ timeoutMs: 50 })
    const importer = vi
      .fn<() => Promise<{ ok: boolean }>>()
      .mockImplementationOnce(never)
      .mockImplementationOnce(() => Promise.reject(new Error('Failed to fetch')))
      .mockImplementation(() => Promise.resolve({ ok: true }))
    const first = loader.load('products', importer)
    const firstType = first.catch((e: ChunkLoadError) => e.type)
    await vi.advanceTimersByTimeAsync(50)
    expect(await firstType).toBe('timeout')
    await expect(loader.load('products', importer)).rejects.toMatchObject({ type: 'error' })
    await expect(loader.load('products', importer)).resolves.toEqual({ ok: true })
    expect(importer).toHaveBeenCalledTimes(3)
  })
})
