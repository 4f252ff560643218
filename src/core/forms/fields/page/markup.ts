export { bareMarkup as markup } from '../markup-kit'
