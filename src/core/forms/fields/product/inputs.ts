import { productPostedInputs } from '../../../pricing/choices'
import { noSubInputs, type InputsPart } from '../inputs-kit'

export const inputs: InputsPart<'product'> = {
  defaults: noSubInputs,
  // Prices are never read from a post: the server computes them (core/pricing).
  targets: (field, sink, form) => {
    for (const posted of productPostedInputs(field, form)) {
      if (posted.includes('.')) sink.sub(posted)
      else sink.set(`input_${posted}`, { kind: 'value', field, inputId: posted })
    }
  },
}
