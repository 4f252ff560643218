/** The fictional customers on the home page's logo wall (PNG files made by scripts/make-assets.ts). */
export const customerLogos = [
  { key: 'customerDeKade', file: 'logo-de-kade', name: 'De Kade food hall' },
  { key: 'customerZonnehof', file: 'logo-zonnehof', name: 'Zorgcentrum Zonnehof' },
  { key: 'customerLinde', file: 'logo-brasserie-linde', name: 'Brasserie Linde' },
  { key: 'customerMarnix', file: 'logo-hotel-marnix', name: 'Hotel Marnix' },
  { key: 'customerBouwmarkt', file: 'logo-bouwmarkt-plus', name: 'Bouwmarkt Plus' },
  { key: 'customerAhoi', file: 'logo-cafe-ahoi', name: 'Café Ahoi' },
] as const
