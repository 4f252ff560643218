/**
 * Which forms have uploads running. Tiny and dependency-free, so the form script can ask it
 * on every submission without loading the uploader.
 */
const running = new Map<number, number>()

export function uploadStarted(formId: number): void {
  running.set(formId, (running.get(formId) ?? 0) + 1)
}

export function uploadEnded(formId: number): void {
  const n = (running.get(formId) ?? 0) - 1
  if (n > 0) running.set(formId, n)
  else running.delete(formId)
}

export function uploadsInProgress(formId: number): boolean {
  return (running.get(formId) ?? 0) > 0
}
