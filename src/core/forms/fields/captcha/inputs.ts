// No input of its own: the token comes in g-recaptcha-response (features/antispam).
export { noInputs as inputs } from '../inputs-kit'
