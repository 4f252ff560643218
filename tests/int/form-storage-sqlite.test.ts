import { tempDir } from '../support/databases'

process.env.DATA_DIR = tempDir('site-int-form-storage')
process.env.DATABASE_URL = ''

const { formStorageSuite } = await import('./form-storage')
formStorageSuite('sqlite')
