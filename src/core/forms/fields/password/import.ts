import { bool, inputsOf, oneOf, type Importer } from '../import-kit'

// GF's password: `N` and its confirmation `N.2` (hidden when the form asks once). A minimum strength only
// counts in GF with the meter on; the site then measures it on the server as well.
export const importer: Importer<'password'> = (raw, base) => {
  const { defaultValue: _default, allowsPrepopulate: _prefill, inputName: _name, noDuplicates: _dup, ...rest } = base
  const inputs = inputsOf(raw)?.map(({ defaultValue: _d, name: _n, ...input }) => input)
  const meter = bool(raw.passwordStrengthEnabled)
  const minimum = meter ? oneOf(raw.minPasswordStrength, ['short', 'bad', 'good', 'strong'] as const) : undefined
  return {
    ...rest,
    type: 'password',
    ...(inputs ? { inputs } : {}),
    ...(meter ? { passwordStrengthEnabled: true } : {}),
    ...(minimum ? { minPasswordStrength: minimum } : {}),
  }
}
