export { preselected as initial } from '../initial-kit'
