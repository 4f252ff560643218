/** Icons editors can pick for a feature; the component maps each to an SVG. */
export const FEATURE_ICONS = {
  bell: 'Bell',
  pager: 'Pager',
  watch: 'Watch',
  radio: 'Radio waves',
  battery: 'Battery',
  shield: 'Shield',
  droplet: 'Water resistant',
  wrench: 'Installation',
  clock: 'Clock',
  euro: 'Euro',
  truck: 'Delivery',
  headset: 'Support',
  users: 'People',
  heart: 'Care',
  utensils: 'Restaurant',
  store: 'Shop',
  check: 'Check mark',
  settings: 'Settings',
} as const

export type FeatureIcon = keyof typeof FEATURE_ICONS
