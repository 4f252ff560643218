export { pricedControl as control } from '../markup-kit'
