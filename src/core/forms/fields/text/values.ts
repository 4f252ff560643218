export { singleValue as values } from '../values-kit'
