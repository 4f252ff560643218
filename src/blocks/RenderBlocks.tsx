import type React from 'react'
import { Fragment } from 'react'

import { TableOfContents, TOC_HEADING_ID } from '../components/TableOfContents'
import { type BlockAnchors, pageSections } from '../core/text/toc'
import type { Page } from '../payload-types'
import { CallToActionBlock } from './CallToAction/Component'
import { DownloadsBlock } from './Downloads/Component'
import { FaqBlock } from './Faq/Component'
import { FeatureGridBlock } from './FeatureGrid/Component'
import { FormEmbedBlock } from './FormEmbed/Component'
import { HeroBlock } from './Hero/Component'
import { LogoWallBlock } from './LogoWall/Component'
import { MediaWithTextBlock } from './MediaWithText/Component'
import { ProductCardsBlock } from './ProductCards/Component'
import { RichTextBlock } from './RichText/Component'
import { SliderBlock } from './Slider/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { VideoBlock } from './Video/Component'

type AnyBlock = NonNullable<Page['layout']>[number]
type BlockType = AnyBlock['blockType']

/**
 * What every block is given. `anchor` is the id for the block's own heading and
 * `headingIds` the ids for `h2`s in its rich text (by root child index); both are
 * set only on pages with a table of contents, whose links point at them.
 */
export type BlockProps<T extends BlockType> = {
  block: Extract<AnyBlock, { blockType: T }>
  first: boolean
  anchor?: string
  headingIds?: BlockAnchors['h2']
  /** The page's address (a form posts back to it). */
  path?: string
}
type Renderer<T extends BlockType> = (props: BlockProps<T>) => React.ReactNode

/** One line per block type; a block type without a renderer fails to compile. */
const renderers = {
  hero: HeroBlock,
  richText: RichTextBlock,
  slider: SliderBlock,
  mediaWithText: MediaWithTextBlock,
  featureGrid: FeatureGridBlock,
  productCards: ProductCardsBlock,
  callToAction: CallToActionBlock,
  faq: FaqBlock,
  testimonials: TestimonialsBlock,
  logoWall: LogoWallBlock,
  video: VideoBlock,
  downloads: DownloadsBlock,
  formEmbed: FormEmbedBlock,
} satisfies { [T in BlockType]: Renderer<T> }

/** Ids the site's layout already uses (skip link target, header menu and search, the contents heading). */
const LAYOUT_IDS = ['main', 'site-menu', 'site-search', 'site-search-q', TOC_HEADING_ID]

/**
 * A page's blocks in order. With `toc`, the page opens with its table of
 * contents: right after a first hero (which holds the page title), else on top.
 */
export function RenderBlocks({ blocks, toc = false, path }: { blocks: Page['layout']; toc?: boolean | null; path?: string }) {
  if (!blocks?.length) return null
  const sections = toc ? pageSections(blocks, LAYOUT_IDS) : null
  const contents = sections ? <TableOfContents entries={sections.entries} /> : null
  const tocAfter = blocks[0]?.blockType === 'hero' ? 0 : -1
  return (
    <>
      {tocAfter === -1 && contents}
      {blocks.map((block, index) => {
        const Render = renderers[block.blockType] as Renderer<typeof block.blockType>
        const anchors = sections?.anchors[index]
        return (
          <Fragment key={block.id ?? index}>
            <Render block={block as never} first={index === 0} anchor={anchors?.heading} headingIds={anchors?.h2} path={path} />
            {index === tocAfter && contents}
          </Fragment>
        )
      })}
    </>
  )
}
