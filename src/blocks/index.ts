import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { DownloadsBlock } from './Downloads/config'
import { FaqBlock } from './Faq/config'
import { FeatureGridBlock } from './FeatureGrid/config'
import { FormEmbedBlock } from './FormEmbed/config'
import { HeroBlock } from './Hero/config'
import { LogoWallBlock } from './LogoWall/config'
import { MediaWithTextBlock } from './MediaWithText/config'
import { ProductCardsBlock } from './ProductCards/config'
import { RichTextBlock } from './RichText/config'
import { SliderBlock } from './Slider/config'
import { TestimonialsBlock } from './Testimonials/config'
import { VideoBlock } from './Video/config'

/**
 * What each block's picture in the admin's block picker shows (public/block-previews/<slug>.svg):
 * a wireframe of the block as visitors see it, described for those who cannot see it.
 */
const PICTURES: Record<string, string> = {
  hero: 'A large heading with a line of text and a button beside a picture',
  slider: 'One wide picture with text over it, arrows at its sides and dots below',
  richText: 'A heading above paragraphs of text',
  mediaWithText: 'A picture on one side, a heading, text and a button on the other',
  featureGrid: 'Three columns, each an icon, a short title and text',
  productCards: 'Three product cards, each a photo, a name and a price',
  callToAction: 'A coloured band with a heading, a line of text and two buttons',
  faq: 'A heading above a list of questions, one of them open to show its answer',
  testimonials: 'Three quotes, each with the name and photo of who said it',
  logoWall: 'A heading above two rows of grey logos',
  video: 'A video player with a large play button and a caption below',
  downloads: 'A list of documents, each with a file icon, a name and its size',
  formEmbed: 'A heading and text beside a form with boxes and a send button',
}

/**
 * The admin side of a page block: its row shows the block's heading or first words
 * (BlockRowLabel), and the block picker shows its picture. Admin only: the stored data is unchanged.
 */
function forStaff(block: Block): Block {
  const typeName = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug
  return {
    ...block,
    admin: {
      ...block.admin,
      images: { thumbnail: { url: `/block-previews/${block.slug}.svg`, alt: PICTURES[block.slug] ?? typeName } },
      components: {
        ...block.admin?.components,
        Label: { path: '/blocks/BlockRowLabel#BlockRowLabel', clientProps: { typeName } },
      },
    },
  }
}

/** Blocks editors can place on a page, in the order the admin offers them. */
export const pageBlocks: Block[] = [
  HeroBlock,
  SliderBlock,
  RichTextBlock,
  MediaWithTextBlock,
  FeatureGridBlock,
  ProductCardsBlock,
  CallToActionBlock,
  FaqBlock,
  TestimonialsBlock,
  LogoWallBlock,
  VideoBlock,
  DownloadsBlock,
  FormEmbedBlock,
].map(forStaff)
