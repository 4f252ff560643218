import type React from 'react'

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
type Renderer<T extends BlockType> = (props: { block: Extract<AnyBlock, { blockType: T }>; first: boolean }) => React.ReactNode

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

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Render = renderers[block.blockType] as Renderer<typeof block.blockType>
        return <Render key={block.id ?? index} block={block as never} first={index === 0} />
      })}
    </>
  )
}
