export { tickedTexts as display } from '../display-kit'
