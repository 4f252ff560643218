export { check } from '../text/validate'
