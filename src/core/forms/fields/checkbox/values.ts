export { subValues as values } from '../values-kit'
