import { PLATFORMS } from '../../../social/parse'
import { oneOf, type Importer } from '../import-kit'

// Not a GF type of its own: read back from this site's own definitions.
export const importer: Importer<'social'> = (raw, base) => ({
  ...base,
  type: 'social',
  ...(oneOf(raw.platform, PLATFORMS) ? { platform: oneOf(raw.platform, PLATFORMS) } : {}),
})
