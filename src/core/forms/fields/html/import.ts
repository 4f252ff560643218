import { str, type Importer } from '../import-kit'

export const importer: Importer<'html'> = (raw, base, ctx) => ({
  ...base,
  type: 'html',
  content: ctx.sanitizeHtml(str(raw.content)),
})
