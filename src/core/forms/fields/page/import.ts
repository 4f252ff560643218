import { htmlToText, logicOf, obj, str, type Importer } from '../import-kit'

export const importer: Importer<'page'> = (raw, base, ctx) => {
  const next = obj(raw.nextButton)
  const previous = obj(raw.previousButton)
  return {
    ...base,
    type: 'page',
    nextButton: {
      text: htmlToText(str(next?.text)) || 'Next',
      conditionalLogic: logicOf(next?.conditionalLogic, `The next button before field ${base.id}`, ctx, base.id),
    },
    previousButton: { text: htmlToText(str(previous?.text)) || 'Previous' },
  }
}
