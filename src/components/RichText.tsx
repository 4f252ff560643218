import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

type DocRef = { relationTo?: string; value?: unknown }

/** Internal links follow the page they point at, so a rename never breaks them. */
const internalDocToHref = ({ linkNode }: { linkNode: { fields: { doc?: DocRef | null } } }): string => {
  const value = linkNode.fields.doc?.value
  if (value && typeof value === 'object' && 'path' in value && typeof value.path === 'string') return value.path
  return '#'
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
})

/**
 * Renders editor content as React elements: text is escaped by React and no
 * stored HTML is ever injected, so content cannot carry script into the page.
 */
export function RichText({
  data,
  className,
}: {
  data: SerializedEditorState<SerializedLexicalNode> | null | undefined
  className?: string
}) {
  if (!data?.root) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={['prose', className].filter(Boolean).join(' ')}
      disableContainer={false}
    />
  )
}
