import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { DownloadsBlock } from './Downloads/config'
import { HeroBlock } from './Hero/config'
import { MediaWithTextBlock } from './MediaWithText/config'
import { RichTextBlock } from './RichText/config'

/** Blocks editors can place on a page, in the order the admin offers them. */
export const pageBlocks: Block[] = [HeroBlock, RichTextBlock, MediaWithTextBlock, CallToActionBlock, DownloadsBlock]
