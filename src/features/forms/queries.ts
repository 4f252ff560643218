import { unstable_cache } from 'next/cache'

import type { Form } from '../../core/forms/types'
import { tags } from '../cache/tags'
import { payload } from '../site/queries'
import { loadForm } from './process'

/**
 * A form as pages render it, cached under its own tag (saving the form expires every page
 * that shows it) and the page index (a confirmation may redirect to a page by address).
 */
export const getPublishedForm = (id: number): Promise<Form | null> =>
  unstable_cache(async () => loadForm(await payload(), id), ['form', String(id)], {
    tags: [tags.form(id), tags.pageIndex, tags.all],
  })()
