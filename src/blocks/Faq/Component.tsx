import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import { JsonLd } from '../../components/JsonLd'
import { RichText } from '../../components/RichText'
import { anchorProps } from '../../components/TableOfContents'
import { faqPage } from '../../core/seo/jsonld'
import { aos } from '../../features/aos/attributes'
import type { FaqBlock as Data } from '../../payload-types'

/**
 * Questions as native disclosure widgets (`<details>`/`<summary>`): they open
 * and close with a click, Enter or Space without any script, the browser tells
 * screen readers whether each is expanded, and find-in-page opens the answer
 * that holds the match.
 */
export function FaqBlock({ block, anchor }: { block: Data; first: boolean; anchor?: string }) {
  const items = block.items ?? []
  if (!items.length && !block.heading) return null
  const structured = block.structuredData
    ? faqPage(items.map((item) => ({ question: item.question, answer: convertLexicalToPlaintext({ data: item.answer }) })))
    : null
  return (
    <section className="faq" {...aos(block.animation)}>
      {structured && <JsonLd data={structured} />}
      <div className="container container--narrow">
        {block.heading && <h2 {...anchorProps(anchor)}>{block.heading}</h2>}
        {block.intro && <p className="faq__intro">{block.intro}</p>}
        <div className="faq__list">
          {items.map((item, index) => (
            <details key={item.id ?? index} className="faq__item">
              <summary className="faq__question">
                <span>{item.question}</span>
                <svg className="faq__marker" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
                  <path
                    d="m6 9 6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </summary>
              <div className="faq__answer">
                <RichText data={item.answer} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
