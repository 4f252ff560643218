/** Where the tus upload endpoint answers (app/(site)/next/uploads). */
export const UPLOAD_PATH = '/next/uploads'
