export { noCheck as check } from '../validate-kit'
