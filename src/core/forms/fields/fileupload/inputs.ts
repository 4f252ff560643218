// Files come in the uploaded-files state (`gform_uploaded_files`), read by readValues.
export { noInputs as inputs } from '../inputs-kit'
