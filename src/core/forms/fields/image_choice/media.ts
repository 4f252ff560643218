import type { Form, ImageChoice } from '../../types'

/** A Media document as Payload gives it (populated in a row, or read by id where forms are loaded). */
export type MediaDoc = {
  id: number | string
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> | null
}

/** The picture a card shows: the 480-wide WebP when there is one (cards are small), else the original. */
export function imageOf(doc: MediaDoc): ImageChoice['image'] | undefined {
  const small = doc.sizes?.w480
  const pick = small?.url ? small : doc
  if (!pick.url) return undefined
  return {
    url: pick.url,
    ...(doc.alt ? { alt: doc.alt } : {}),
    ...(pick.width ? { width: pick.width } : {}),
    ...(pick.height ? { height: pick.height } : {}),
  }
}

/** The Media ids an image choice's choices refer to whose pictures are not resolved yet. */
export function unresolvedMediaIds(form: Form): number[] {
  const ids = new Set<number>()
  for (const field of form.fields) {
    if (field.type !== 'image_choice') continue
    for (const choice of field.choices) if (choice.mediaId !== undefined && !choice.image) ids.add(choice.mediaId)
  }
  return [...ids]
}

/** The form with the pictures of `docs` put on the choices that refer to them. */
export function withChoiceImages(form: Form, docs: readonly MediaDoc[]): Form {
  const byId = new Map(docs.map((doc) => [Number(doc.id), doc]))
  const fields = form.fields.map((field) => {
    if (field.type !== 'image_choice') return field
    const choices = field.choices.map((choice) => {
      const doc = choice.mediaId === undefined || choice.image ? undefined : byId.get(choice.mediaId)
      const image = doc && imageOf(doc)
      return image ? { ...choice, image } : choice
    })
    return { ...field, choices }
  })
  return { ...form, fields }
}
