import type { SerializedHeadingNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConverterArgs,
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'

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
 * The same converters, with ids on the top-level `h2`s a table of contents
 * links to (by their index among the root's children, see core/text/toc.ts).
 * tabIndex -1 lets the `#` link move focus to the heading.
 */
const withHeadingIds =
  (ids: Readonly<Record<number, string>>): JSXConvertersFunction =>
  (args) => ({
    ...converters(args),
    heading: (props: JSXConverterArgs<SerializedHeadingNode>) => {
      const Tag = props.node.tag
      const id = props.parent.type === 'root' && Tag === 'h2' ? ids[props.childIndex] : undefined
      return (
        <Tag id={id} tabIndex={id ? -1 : undefined}>
          {props.nodesToJSX({ nodes: props.node.children })}
        </Tag>
      )
    },
  })

/**
 * Renders editor content as React elements: text is escaped by React and no
 * stored HTML is ever injected, so content cannot carry script into the page.
 */
export function RichText({
  data,
  className,
  headingIds,
}: {
  data: SerializedEditorState<SerializedLexicalNode> | null | undefined
  className?: string
  /** Ids for top-level `h2`s, by their index among the root's children. */
  headingIds?: Readonly<Record<number, string>>
}) {
  if (!data?.root) return null
  return (
    <LexicalRichText
      data={data}
      converters={headingIds ? withHeadingIds(headingIds) : converters}
      className={['prose', className].filter(Boolean).join(' ')}
      disableContainer={false}
    />
  )
}
