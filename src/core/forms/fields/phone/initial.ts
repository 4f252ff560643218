export { queryOrDefault as initial } from '../initial-kit'
