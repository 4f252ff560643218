/**
 * Where the media library's and the documents' files are kept: `DATA_DIR/media` and
 * `DATA_DIR/documents`, or an S3-compatible bucket with `MEDIA_STORAGE=s3` (core/media/storage.ts),
 * through Payload's storage plugin (`@payloadcms/storage-s3`), so several instances of the site
 * on different machines serve the same files.
 *
 * Files are still served by the site, at the same addresses (`/api/media/file/<name>`): Payload's
 * file route checks access, then the plugin's handler streams the object from the bucket with the
 * collection's headers (Cache-Control, the sandboxing CSP, Content-Disposition for documents),
 * ETags and ranges. So pages, the page cache and the site's Content-Security-Policy (`img-src
 * 'self'`) are the same in both modes, the bucket can stay private, and access rules on a
 * collection keep applying to its files.
 */
import { S3 } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, PayloadRequest, Plugin, TypeWithID, UploadConfig, Where } from 'payload'

import { missingFileResponse } from '../../collections/missing-file'
import {
  BUCKET_PREFIX,
  FILE_COLLECTIONS,
  parseMediaStorage,
  type FileCollection,
  type MediaStorage,
} from '../../core/media/storage'
import { s3ClientConfig } from '../../server/s3'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]
type HandlerArgs = Parameters<FileHandler>[1]

let cached: MediaStorage | undefined

/** This process's media storage setting, read once (a bad value throws a SettingsError naming it). */
export function mediaStorage(): MediaStorage {
  return (cached ??= parseMediaStorage(process.env))
}

let probeClient: S3 | undefined

/**
 * Fails unless the bucket answers and these credentials may use it (the readiness check,
 * features/ops/checks.ts, as the form uploads' S3 storage does); nothing to check on the disk.
 */
export async function probeMediaStorage(): Promise<void> {
  const storage = mediaStorage()
  if (storage.kind !== 's3') return
  probeClient ??= new S3(s3ClientConfig(storage))
  await probeClient.headBucket({ Bucket: storage.bucket })
}

/**
 * The storage plugin for the media and documents collections. It is applied in both modes with
 * `alwaysInsertFields`, so the collections have the same fields (`prefix`, `_objectKey`), and so
 * the same database schema, migrations and admin import map, whichever storage a site uses; with
 * local storage nothing else of it runs.
 */
export function mediaStoragePlugin(storage: MediaStorage = mediaStorage()): Plugin {
  return async (incoming: Config) => {
    const api = incoming.routes?.api ?? '/api'
    const collections = Object.fromEntries(
      FILE_COLLECTIONS.map((slug) => [
        slug,
        {
          prefix: BUCKET_PREFIX[slug],
          // The address Payload gives a file on the disk (as a path, which Payload also stores):
          // without this the plugin adds `?prefix=media` to every file's address.
          generateFileURL: ({ filename }: { filename: string }) => `${api}/${slug}/file/${encodeURIComponent(filename)}`,
        },
      ]),
    )
    if (storage.kind === 'local') {
      return s3Storage({ enabled: false, alwaysInsertFields: true, bucket: '', config: {}, collections })(incoming)
    }
    const config = await s3Storage({
      alwaysInsertFields: true,
      bucket: storage.bucket,
      config: s3ClientConfig(storage),
      collections,
    })(forTheBucket(incoming))
    return { ...config, collections: config.collections?.map(servedFromBucket) }
  }
}

const isFileCollection = (slug: string): slug is FileCollection => (FILE_COLLECTIONS as readonly string[]).includes(slug)

/**
 * The collections' upload settings that assume the disk:
 * - their own file handlers look at the disk (collections/missing-file.ts); with a bucket they have no say;
 * - to make an image's sizes again (a new focal point or crop in the admin, a duplicate), Payload
 *   reads the original from the disk, or with a bucket fetches it from its address on the site,
 *   through its guard against requests to private addresses. The site's own file route on its own
 *   host (SITE_URL) is let through, so this works for a site on a private network or localhost too;
 *   nothing else is.
 */
function forTheBucket(config: Config): Config {
  const site = config.serverURL ? new URL(config.serverURL) : undefined
  const api = config.routes?.api ?? '/api'
  return {
    ...config,
    collections: config.collections?.map((c) =>
      isFileCollection(c.slug) && typeof c.upload === 'object'
        ? {
            ...c,
            upload: {
              ...c.upload,
              handlers: [],
              ...(site
                ? {
                    skipSafeFetch: [
                      {
                        protocol: site.protocol === 'https:' ? 'https' : 'http',
                        hostname: site.hostname,
                        port: site.port,
                        pathname: `${api}/${c.slug}/file/*`,
                      },
                    ],
                  }
                : {}),
            },
          }
        : c,
    ),
  }
}

/**
 * The plugin's handler (the only one left, see above), given the file's document and with the
 * site's 404 for a file that is not stored.
 *
 * Payload hands a handler the document only when the collection's read access is a query; for
 * media and documents it is `true` for files, so the plugin looked the document up itself,
 * with the visitor's access to the records, which visitors do not have over REST
 * (access/roles.ts): every visitor's file request failed with a 500. Payload has already
 * checked the file's access when a handler runs, so the document is found here as Payload's own
 * check finds it, by the file's or one of its sizes' name.
 */
function servedFromBucket(collection: CollectionConfig): CollectionConfig {
  if (!isFileCollection(collection.slug) || typeof collection.upload !== 'object') return collection
  const handlers = collection.upload.handlers ?? []
  if (handlers.length !== 1) {
    throw new Error(
      `The S3 storage plugin left ${handlers.length} file handlers on ${collection.slug}, not 1: see UPGRADING.md (Media and documents in S3)`,
    )
  }
  const fromBucket = handlers[0]!
  const sizes = (collection.upload.imageSizes ?? []).map((s) => s.name)
  // Payload's type wants Promise<Response> or Promise<void>; a handler's answer is either (as in
  // collections/missing-file.ts), so the union is cast to the wider of the two.
  const handler: FileHandler = (req, args) => answer(req, args) as Promise<Response>
  async function answer(req: PayloadRequest, args: HandlerArgs): Promise<Response | void> {
    // Payload also calls handlers to fetch a file a browser uploaded straight to the bucket; the
    // site does not use that, but such a call goes to the plugin as it is.
    if ('clientUploadContext' in args.params) return fromBucket(req, args)
    const { collection: slug, filename } = args.params
    const doc = args.doc ?? (await fileDocument(req, slug, filename, sizes))
    if (!doc) return missingFileResponse(req, `${slug}/${filename} is no file of the collection`)
    const served = await fromBucket(req, { ...args, doc })
    // The plugin answers an object missing from the bucket with an empty 404.
    if (served instanceof Response && served.status === 404) {
      await served.body?.cancel()
      return missingFileResponse(req, `${slug}/${filename} is not in the bucket`)
    }
    return served
  }
  return { ...collection, upload: { ...collection.upload, handlers: [handler] } }
}

async function fileDocument(req: PayloadRequest, slug: string, filename: string, sizes: string[]) {
  const where: Where = {
    or: [{ filename: { equals: filename } }, ...sizes.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } }))],
  }
  return req.payload.db.findOne<TypeWithID>({ collection: slug as FileCollection, req, where })
}
