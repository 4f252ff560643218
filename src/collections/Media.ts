import type { CollectionConfig, ImageSize } from 'payload'
import sharp, { type Metadata } from 'sharp'

import { isStaff, publicFiles } from '../access/roles'
import { imageTooLarge } from '../core/media/image-limits'
import { IMAGE_TYPES, isVideoType, looksLikeVideo, VIDEO_TYPES } from '../core/media/types'
import { invalidate } from '../features/cache/invalidate'
import { tags } from '../features/cache/tags'
import { settings } from '../server/settings'
import { missingFileAnswer } from './missing-file'
import { publicError } from './errors'

/** Widths the site asks for in srcset; each is made in AVIF and WebP when an image is uploaded. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const

const sizes: ImageSize[] = IMAGE_WIDTHS.flatMap((width) => [
  {
    name: `w${width}`,
    width,
    withoutEnlargement: true,
    formatOptions: { format: 'webp', options: { quality: 78 } },
  },
  {
    name: `w${width}avif`,
    width,
    withoutEnlargement: true,
    // effort 2 keeps encoding quick on small machines at a small cost in bytes.
    formatOptions: { format: 'avif', options: { quality: 55, effort: 2 } },
  },
])

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: publicFiles, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: settings().mediaDir,
    handlers: [missingFileAnswer(settings().mediaDir)],
    mimeTypes: [...IMAGE_TYPES, ...VIDEO_TYPES],
    focalPoint: true,
    crop: true,
    imageSizes: sizes,
    adminThumbnail: 'w480',
    // Payload answers with the stored file and these headers; nosniff and a
    // sandboxing CSP keep an uploaded SVG from running script on our origin.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      label: 'Alternative text',
      admin: { description: 'What the image or video shows, for people who cannot see it. Required.' },
    },
    { name: 'caption', type: 'text' },
  ],
  hooks: {
    // Before Payload decodes the upload to make its sizes: only the header is read here, so a
    // decompression bomb is refused without being decoded (core/media/image-limits.ts).
    beforeOperation: [
      async ({ req, operation }) => {
        if ((operation !== 'create' && operation !== 'update') || !req.file?.data) return
        // SVGs are not decoded; a video (by its bytes, not the type the browser claimed) is not an
        // image, and Payload checks its contents against VIDEO_TYPES.
        if (req.file.mimetype === 'image/svg+xml') return
        if (isVideoType(req.file.mimetype) && looksLikeVideo(req.file.data.subarray(0, 16))) return
        let meta: Metadata
        try {
          meta = await sharp(req.file.data, { limitInputPixels: false }).metadata()
        } catch {
          throw publicError('This file could not be read as an image.')
        }
        const problem = imageTooLarge(meta.width, meta.height)
        if (problem) throw publicError(problem)
      },
    ],
    afterChange: [async ({ req }) => invalidate({ tags: [tags.media] }, req)],
    afterDelete: [async ({ req }) => invalidate({ tags: [tags.media] }, req)],
  },
}
