import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { nestedDocsPlugin } from '@payloadcms/plugin-nested-docs'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import nodemailer from 'nodemailer'
import { buildConfig, type Plugin } from 'payload'
import sharp from 'sharp'

import { isStaff } from './access/roles'
import { parseApiBounds } from './core/api/bounds'
import { AffiliateLinks } from './collections/AffiliateLinks'
import { AnalyticsEvents } from './collections/AnalyticsEvents'
import { ConsentRecords } from './collections/ConsentRecords'
import { Documents } from './collections/Documents'
import { FormEntries } from './collections/forms/FormEntries'
import { Forms } from './collections/forms/Forms'
import { Media } from './collections/Media'
import { Outbox } from './collections/Outbox'
import { Pages } from './collections/Pages'
import { ProductCategories } from './collections/ProductCategories'
import { Products } from './collections/Products'
import { Users } from './collections/Users'
import { analyticsEndpoints } from './features/analytics/endpoints'
import { AntispamStats, AntispamUsedTokens } from './features/antispam/config/AntispamStats'
import { AntispamSettings } from './features/antispam/config/AntispamSettings'
import { antispamEndpoints } from './features/antispam/endpoints'
import { invalidate } from './features/cache/invalidate'
import { tags } from './features/cache/tags'
import { consentEndpoints } from './features/consent/endpoints'
import { FormNotifications } from './features/notifications/collection'
import {
  NOTIFICATION_QUEUE,
  sendFormNotificationTask,
  startDueChecks,
  stopNotificationQueue,
} from './features/notifications/queue'
import { startUploadSweeps } from './features/uploads/records'
import { mediaStoragePlugin } from './features/media/storage'
import { registerMetricsSource } from './features/ops/checks'
import { onShutdown } from './server/lifecycle'
import { uploadSettings } from './features/uploads/storage'
import { parseAutoRepliesPerDay } from './core/antispam/auto-reply'
import { MAINTENANCE_QUEUE, purgeTask } from './features/privacy/retention'
import { FormDrafts } from './features/drafts/collection'
import { outboxAdapter } from './features/email/outbox'
import { FormUploads } from './features/uploads/collection'
import { boundedApi } from './features/api/bounds'
import { AnalyticsSettings } from './globals/AnalyticsSettings'
import { ConsentSettings } from './globals/ConsentSettings'
import { SiteSettings } from './globals/SiteSettings'
import { SystemState } from './globals/SystemState'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { watchDatabasePool } from './server/db-pool'
import { settings } from './server/settings'
import { sqliteWithLockWaits } from './server/sqlite-lock'
import { Footer } from './shell/Footer/config'
import { Header } from './shell/Header/config'
import { readJsonColumnsSafely } from './server/stored-json'
import { siteLogger } from './server/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = settings()
const fromName = 'Website'
const devPush = process.env.SITE_DEV_PUSH === '1' && process.env.NODE_ENV !== 'production'

function database() {
  if (env.database.kind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.database.url, max: 10, connectionTimeoutMillis: 5_000 },
      // Schema changes come from committed migrations. SITE_DEV_PUSH=1 lets `npm run dev`
      // try a schema change before its migration is written (Payload never pushes in production).
      push: devPush,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: process.env.SITE_MIGRATE_ON_INIT === '1' ? postgresMigrations : undefined,
    })
  }
  // WAL lets readers go on while a submission is written. A writer waits for another's lock on
  // timers (server/sqlite-lock.ts), never with SQLite's busy timeout, which would stop the whole
  // process while it waits: so busyTimeout stays 0.
  return sqliteWithLockWaits(
    sqliteAdapter({
      client: { url: env.database.url },
      wal: true,
      busyTimeout: 0,
      push: devPush,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: process.env.SITE_MIGRATE_ON_INIT === '1' ? sqliteMigrations : undefined,
    }),
    env.sqliteLockWaitMs,
  )
}

const plugins: Plugin[] = [
  nestedDocsPlugin({
    collections: ['pages'],
    generateLabel: (_, doc) => String(doc.title ?? ''),
    generateURL: (docs) => {
      const last = docs[docs.length - 1] as { path?: string } | undefined
      return last?.path ?? docs.reduce((url, doc) => `${url}/${String(doc.slug ?? '')}`, '')
    },
  }),
  redirectsPlugin({
    collections: ['pages', 'products'],
    redirectTypes: ['301', '302'],
    overrides: {
      admin: { group: 'Content' },
      access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
      hooks: {
        afterChange: [
          async ({ doc, previousDoc, req }) =>
            invalidate(
              { tags: [tags.redirects, ...[doc?.from, previousDoc?.from].filter(Boolean).map((p) => tags.path(String(p)))] },
              req,
            ),
        ],
        afterDelete: [async ({ doc, req }) => invalidate({ tags: [tags.redirects, tags.path(String(doc?.from ?? '/'))] }, req)],
      },
    },
  }),
  seoPlugin({
    collections: ['pages', 'products'],
    uploadsCollection: 'media',
    tabbedUI: true,
    generateTitle: ({ doc }) => String((doc as { title?: string; name?: string }).title ?? (doc as { name?: string }).name ?? ''),
    generateURL: ({ doc }) => `${env.siteUrl}${String((doc as { path?: string }).path ?? '/')}`,
  }),
  // Media and documents in DATA_DIR or an S3 bucket (MEDIA_STORAGE); the same fields either way.
  mediaStoragePlugin(),
  // Last, so it bounds every collection the plugins above added too (the redirects).
  boundedApi(parseApiBounds(process.env)),
]

/** The serving process runs queued jobs and delivers due e-mails (server/serve.ts sets it; builds and tests do not). */
const runsJobs = () => process.env.SITE_RUN_JOBS === '1'

export default buildConfig({
  serverURL: env.siteUrl,
  // Refusals of a visitor's request are logged as one info line, not as errors with stacks (server/logger.ts).
  logger: siteLogger(),
  onInit: async (payload) => {
    // Settings read on first use are checked at start, so a bad value stops the site with its reason.
    parseAutoRepliesPerDay(process.env)
    uploadSettings()
    watchDatabasePool(payload)
    // A JSON value that does not parse is read as marked, not as an error for every query reading its row.
    readJsonColumnsSafely(payload)
    // Form notifications that have come due (a retry, or left when the site stopped) go out from every serving process.
    if (runsJobs()) startDueChecks(payload)
    // Uploaded files that no submission or saved draft claimed are swept from every serving process.
    if (runsJobs()) startUploadSweeps(payload)
    // The e-mail queue's depth and age and the connection pool, read when /metrics is asked (features/ops/checks.ts).
    if (runsJobs()) registerMetricsSource(payload)
    // When the process stops, after the last request (server/lifecycle.ts): claims handed back, then the database closed.
    if (runsJobs()) {
      onShutdown('e-mail queue', async (deadline) => {
        const released = await stopNotificationQueue(payload, deadline)
        if (released > 0)
          payload.logger.info(`Form notifications: ${released} e-mail(s) being sent were handed back to the queue`)
      })
      onShutdown('database', () => payload.db.destroy?.() ?? Promise.resolve())
    }
  },
  secret: env.secret,
  telemetry: false,
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    // The default avatar loads Gravatar: broken offline and a leak of staff e-mail hashes.
    avatar: 'default',
    meta: { titleSuffix: ' · Site admin' },
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      // The analytics dashboard (staff only): charts, a date range and CSV exports.
      views: {
        analytics: { Component: '/features/analytics/admin/Dashboard#AnalyticsDashboard', path: '/analytics', exact: true },
        personalData: {
          Component: '/features/privacy/admin/PersonalDataView#PersonalDataView',
          path: '/personal-data',
          exact: true,
        },
        // Gravity Forms export files in, forms out (features/gravityforms; staff only).
        importForms: {
          Component: '/features/gravityforms/admin/ImportView#GravityFormsImportView',
          path: '/import-forms',
          exact: true,
        },
      },
      afterNavLinks: [
        '/features/analytics/admin/NavLink#AnalyticsNavLink',
        '/features/privacy/admin/PersonalDataView#PersonalDataNavLink',
        '/features/gravityforms/admin/ImportView#GravityFormsImportNavLink',
      ],
      // The home page opens on what needs doing (entries, e-mails, schedules, the week's figures), above Payload's cards.
      beforeDashboard: ['/features/admin/dashboard/WhatNeedsDoing#WhatNeedsDoing'],
      // The JSON and code fields' editor loads from this site, not a CDN the admin's CSP refuses.
      providers: ['/features/admin/MonacoFromSite#MonacoFromSite'],
    },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [
    Pages,
    Products,
    ProductCategories,
    Media,
    Documents,
    Forms,
    FormEntries,
    FormNotifications,
    FormUploads,
    FormDrafts,
    AffiliateLinks,
    AnalyticsEvents,
    ConsentRecords,
    Users,
    Outbox,
    AntispamStats,
    AntispamUsedTokens,
  ],
  globals: [Header, Footer, SiteSettings, ConsentSettings, AnalyticsSettings, AntispamSettings, SystemState],
  // The first-party collector and the consent log, posted to by every page (see features/analytics, features/consent).
  // The anti-spam guard's calls (spec section 7) under /api/antispam/v1/ (features/antispam/endpoints.ts).
  endpoints: [...analyticsEndpoints.root, ...consentEndpoints.root, ...antispamEndpoints],
  editor: lexicalEditor(),
  db: database(),
  email: env.smtpUrl
    ? nodemailerAdapter({
        defaultFromAddress: env.emailFrom,
        defaultFromName: fromName,
        transport: nodemailer.createTransport(env.smtpUrl),
        skipVerify: true,
      })
    : outboxAdapter({ defaultFromAddress: env.emailFrom, defaultFromName: fromName }),
  sharp,
  plugins,
  jobs: {
    // Scheduled publishing is a queued job; run due jobs every minute in the server.
    // Form notification jobs queued by an earlier version still run (the e-mails themselves are
    // delivered from their own rows: features/notifications/queue.ts);
    // the maintenance queue runs the hourly retention purge.
    autoRun: [
      { cron: '* * * * *', queue: 'default', limit: 20 },
      { cron: '* * * * *', queue: NOTIFICATION_QUEUE, limit: 50 },
      { cron: '*/10 * * * *', queue: MAINTENANCE_QUEUE, limit: 5 },
    ],
    tasks: [sendFormNotificationTask, purgeTask],
    shouldAutoRun: runsJobs,
    access: { run: ({ req }) => Boolean(req.user) },
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
