export { storedAsPosted as stored } from '../stored-kit'
