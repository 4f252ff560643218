// Never filled in from the address or a default: it would sit in logs and histories.
export { noInitial as initial } from '../initial-kit'
