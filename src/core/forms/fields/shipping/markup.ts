export { pricedMarkup as markup } from '../markup-kit'
