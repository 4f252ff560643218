export { singleInput as inputs } from '../inputs-kit'
