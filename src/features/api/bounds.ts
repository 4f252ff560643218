/**
 * Every collection's reads through Payload's REST API stay within the site's bounds
 * (core/api/bounds.ts): at most SITE_API_MAX_LIMIT documents a page, also when a request asks
 * for `limit=0` or `pagination=false`, and related documents at most SITE_API_MAX_DEPTH levels
 * deep (also Payload's `maxDepth`, which holds for every API). The Local API the site renders
 * through is not touched: its reads are the site's own.
 */
import type { CollectionBeforeOperationHook, Plugin } from 'payload'

import { publicError } from '../../collections/errors'
import { boundRead, readArgsProblem, type ApiBounds, type ReadArgs } from '../../core/api/bounds'

export function boundedApi(bounds: ApiBounds): Plugin {
  const hook: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if (req.payloadAPI === 'local') return args
    if (operation !== 'read' && operation !== 'readDistinct') return args
    const problem = readArgsProblem(args as ReadArgs)
    if (problem) throw publicError(problem)
    return boundRead(args as ReadArgs, bounds) as typeof args
  }
  return (config) => ({
    ...config,
    maxDepth: bounds.maxDepth,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), hook] },
    })),
  })
}
