// next/font/local in the islands render: the font's class names as Next's build named them (the
// islands build reads them from its style sheets: src/islands/build.ts). Next serves the font's
// files and style sheet; the page's head links them as Next's pages do.
const classes = JSON.parse(process.env.SITE_FONT_CLASSES ?? '{}') as Record<string, string>

export default function localFont({ variable }: { variable?: string }) {
  const variableClass = variable ? classes[variable] : undefined
  if (variable && !variableClass) throw new Error(`Next's build defines no class for the font variable ${variable}`)
  return { className: variableClass?.replace(/_variable$/, '_className') ?? '', variable: variableClass, style: {} }
}
