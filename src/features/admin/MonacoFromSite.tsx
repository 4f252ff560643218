import type { ReactNode } from 'react'

import { monacoBase } from '../../core/http/monaco-files'
import { monacoInstall } from '../../server/monaco'
import { MonacoLoaderPaths } from './MonacoLoaderPaths'

/**
 * An admin provider: the JSON and code fields' editor (Monaco) loads from this site
 * (app/(site)/next/monaco) instead of @monaco-editor/loader's default CDN, which the admin's
 * Content-Security-Policy refuses.
 */
export function MonacoFromSite({ children }: { children?: ReactNode }) {
  return <MonacoLoaderPaths vs={monacoBase(monacoInstall().version)}>{children}</MonacoLoaderPaths>
}
