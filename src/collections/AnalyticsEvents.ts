import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff, nobody } from '../access/roles'
import { CLICK_CATEGORIES } from '../core/analytics/classify'
import { EVENT_TYPES } from '../core/analytics/event'
import { analyticsEndpoints } from '../features/analytics/endpoints'

/**
 * What the first-party collector and the /go/ redirect recorded: one row per page
 * view, click or form event. No cookie, no IP address: `visitor` is a hash that
 * changes every day (core/analytics/visitor.ts). The dashboard reads these.
 */
export const AnalyticsEvents: CollectionConfig = {
  slug: 'analytics-events',
  labels: { singular: 'Analytics event', plural: 'Analytics events' },
  admin: {
    group: 'Analytics',
    defaultColumns: ['createdAt', 'type', 'path', 'category', 'target'],
    useAsTitle: 'path',
    description: 'Raw events. The Analytics dashboard sums them up; retention is set under Settings › Analytics settings.',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'type', type: 'select', required: true, index: true, options: EVENT_TYPES.map((t) => ({ label: t, value: t })) },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'UTC day, YYYY-MM-DD.' } },
    { name: 'path', label: 'Page', type: 'text' },
    { name: 'category', type: 'select', options: CLICK_CATEGORIES.map((c) => ({ label: c, value: c })) },
    { name: 'target', label: 'Link', type: 'text' },
    { name: 'label', type: 'text' },
    { name: 'referrer', label: 'Referring site', type: 'text' },
    { name: 'formId', label: 'Form', type: 'text', index: true },
    { name: 'visitor', label: 'Daily visitor hash', type: 'text' },
  ],
  endpoints: analyticsEndpoints.collection,
}
