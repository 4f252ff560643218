/** What the builder's preview panel and its frame (same origin) say to each other. */
export const PREVIEW_MESSAGE = 'signalpost:form-preview'
export const PREVIEW_READY = 'signalpost:form-preview-ready'
export const PREVIEW_HEIGHT = 'signalpost:form-preview-height'
export const PREVIEW_FRAME_PATH = '/next/form-preview'

export type PreviewMessage =
  | { type: typeof PREVIEW_MESSAGE; html: string }
  | { type: typeof PREVIEW_READY }
  | { type: typeof PREVIEW_HEIGHT; height: number }
