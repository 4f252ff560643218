export { subInputDefaults as initial } from '../initial-kit'
