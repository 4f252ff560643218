import type { Payload } from 'payload'

import { unresolvedMediaIds, withChoiceImages, type MediaDoc } from '../../core/forms/fields/image_choice/media'
import type { Form } from '../../core/forms/types'

/**
 * The pictures of image choices: the form's JSON keeps their Media ids, which depth does not
 * populate, so they are read here, once per load (and so kept in the form cache with the form).
 */
export async function withPictures(payload: Payload, form: Form): Promise<Form> {
  const ids = unresolvedMediaIds(form)
  if (!ids.length) return form
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return withChoiceImages(form, docs as unknown as MediaDoc[])
}
