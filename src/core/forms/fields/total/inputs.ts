// Never read from a post: the server computes the total (core/pricing).
export { noInputs as inputs } from '../inputs-kit'
