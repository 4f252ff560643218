import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/lib/chromium'

/**
 * Browser tests drive Debian's Chromium against the production build, started
 * the way a user starts it (`npm start`) on a fresh data folder.
 */
const port = Number(process.env.E2E_PORT ?? 3210)
// Set once, in the runner, so its workers (which load this file again in processes of their own)
// find the same data folder: a spec that reads the site's database directly needs it.
process.env.E2E_DATA_DIR ||= path.join(os.tmpdir(), `site-e2e-${process.pid}`)
const dataDir = process.env.E2E_DATA_DIR
/** The third-party captchas' siteverify stub the anti-spam spec starts (tests/e2e/antispam.spec.ts). */
const captchaVerifyPort = port + 10_000
export const E2E = {
  port,
  dataDir,
  adminEmail: 'admin@oproep.example',
  adminPassword: 'e2e-admin-password',
  captchaVerifyPort,
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // One retry, reported as flaky in the output: a few focus checks can miss on a
  // starved CPU (see docs/ARCHITECTURE.md, Tests). A test that fails twice still fails the run.
  retries: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    // Recorded only for the retry of a failed test: recording every test's trace (its screenshots and
    // DOM snapshots) cost about a seventh of the suite's time on this 2-core machine.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx src/server/cli/build.ts --if-changed && exec node dist/server/start.mjs`,
    url: `http://localhost:${port}/`,
    // A first start builds the site: minutes on a small machine, more while it is busy.
    timeout: 1_800_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: E2E.adminEmail,
      ADMIN_PASSWORD: E2E.adminPassword,
      DATABASE_URL: '',
      SMTP_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${captchaVerifyPort}/siteverify`,
    },
  },
})
