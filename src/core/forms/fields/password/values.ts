import { nothing, type ValuesPart } from '../values-kit'

export const values: ValuesPart<'password'> = {
  // Never written back anywhere: not into a saved draft (GF does not save passwords in drafts either),
  // not into markup. The visitor types it again when resuming.
  pairs: nothing,
  // The entry never holds a password: the server adds its one-way hash (core/password/hash.ts).
  entry: nothing,
}
