// A consent box is never ticked in advance.
export { noInitial as initial } from '../initial-kit'
