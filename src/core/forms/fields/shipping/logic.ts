export { ownValue as logic } from '../logic-kit'
