export { noInitial as initial } from '../initial-kit'
