import type { SerializedHeadingNode, SerializedLinkNode, SerializedAutoLinkNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConverterArgs,
  type JSXConvertersFunction,
  LinkJSXConverter,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import { Fragment } from 'react'

import { containsEmail, mailtoAddress, splitEmails } from '../core/antispam/emails'
import { ProtectedEmail } from '../features/antispam/ProtectedEmail'

type DocRef = { relationTo?: string; value?: unknown }

/** Internal links follow the page they point at, so a rename never breaks them. */
const internalDocToHref = ({ linkNode }: { linkNode: { fields: { doc?: DocRef | null } } }): string => {
  const value = linkNode.fields.doc?.value
  if (value && typeof value === 'object' && 'path' in value && typeof value.path === 'string') return value.path
  return '#'
}

type Textual = { text?: string; children?: Textual[] }
const plainText = (node: Textual): string => node.text ?? (node.children ?? []).map(plainText).join('')

/**
 * E-mail addresses in content are protected (features/antispam): `mailto:` links and
 * addresses in running text become ProtectedEmail, so the HTML never carries them readable.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const links = LinkJSXConverter({ internalDocToHref })
  const mail =
    <N extends SerializedLinkNode | SerializedAutoLinkNode>(base: ((args: JSXConverterArgs<N>) => React.ReactNode) | undefined) =>
    (args: JSXConverterArgs<N>) => {
      const email = args.node.fields.linkType === 'internal' ? null : mailtoAddress(args.node.fields.url)
      if (!email) return base ? base(args) : null
      const text = plainText(args.node as Textual).trim()
      return text && !containsEmail(text) ? (
        <ProtectedEmail email={email} label={text}>
          {args.nodesToJSX({ nodes: args.node.children })}
        </ProtectedEmail>
      ) : (
        <ProtectedEmail email={email} />
      )
    }
  const text = defaultConverters.text
  return {
    ...defaultConverters,
    ...links,
    link: mail(links.link as (args: JSXConverterArgs<SerializedLinkNode>) => React.ReactNode),
    autolink: mail(links.autolink as (args: JSXConverterArgs<SerializedAutoLinkNode>) => React.ReactNode),
    text: (args) => {
      const render = text as (a: typeof args) => React.ReactNode
      if (!containsEmail(args.node.text)) return render(args)
      return splitEmails(args.node.text).map((part, i) =>
        part.kind === 'email' ? (
          <ProtectedEmail key={i} email={part.email} />
        ) : (
          <Fragment key={i}>{render({ ...args, node: { ...args.node, text: part.text } })}</Fragment>
        ),
      )
    },
  }
}

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
