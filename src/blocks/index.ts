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
]
