// next/cache in the islands render: reads go to Payload. The rendered page is what the page cache
// keeps, and the site's cache tags empty that cache as they empty Next's.
export const unstable_cache = <T extends (...args: never[]) => unknown>(fn: T): T => fn
export const revalidateTag = (): void => undefined
export const revalidatePath = (): void => undefined
