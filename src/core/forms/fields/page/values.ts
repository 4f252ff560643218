export { noValues as values } from '../values-kit'
