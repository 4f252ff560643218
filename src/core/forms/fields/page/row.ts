import { logicOf, logicRow, str, type LogicRow, type RowPart } from '../row-kit'

export const row: RowPart<'page'> = {
  fromRow: (row, base) => ({
    ...base,
    type: 'page',
    nextButton: { text: str(row.nextButtonText) ?? 'Next', conditionalLogic: logicOf(row.nextButtonLogic as LogicRow) },
    previousButton: { text: str(row.previousButtonText) ?? 'Previous' },
  }),
  toRow: (field, base) => ({
    ...base,
    nextButtonText: field.nextButton?.text ?? 'Next',
    previousButtonText: field.previousButton?.text ?? 'Previous',
    nextButtonLogic: logicRow(field.nextButton?.conditionalLogic),
  }),
}
