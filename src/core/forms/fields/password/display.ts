export { noDisplay as display } from '../display-kit'
