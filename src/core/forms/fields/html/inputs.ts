export { noInputs as inputs } from '../inputs-kit'
