import { tempDir } from '../support/databases'

process.env.DATA_DIR = tempDir('site-int-sqlite')
process.env.DATABASE_URL = ''
process.env.SMTP_URL = ''
process.env.ADMIN_EMAIL = 'admin@oproep.example'
process.env.ADMIN_PASSWORD = 'integration-password'
process.env.SEED = '1'

const { integrationSuite } = await import('./suite')
integrationSuite('SQLite')
