/**
 * The production build, made when the sources changed since the last one (as `npm start` would
 * make it): scripts/test.sh runs this beside the first test suites, so the browser tests find it made.
 */
import { build } from './build-once'

build()
