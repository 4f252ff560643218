export { ownText as display } from '../display-kit'
