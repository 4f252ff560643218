// next/cache outside Next: every read goes to Payload (the measurement renders each page once).
export const unstable_cache = (fn) => fn
export const revalidateTag = () => {}
export const revalidatePath = () => {}
