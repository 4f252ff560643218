import type { Block } from 'payload'

import { VIDEO_TYPES } from '../../core/media/types'
import { startSeconds, youtubeId } from '../../core/video/youtube'
import { animationField } from '../../fields/animation'
import type { VideoBlock as Data } from '../../payload-types'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'source',
      type: 'radio',
      defaultValue: 'youtube',
      options: [
        { label: 'YouTube video', value: 'youtube' },
        { label: 'A video file of our own', value: 'file' },
      ],
      admin: {
        layout: 'horizontal',
        description: 'A video file plays from this site: nothing loads from YouTube and no consent is needed.',
      },
    },
    {
      name: 'youtube',
      label: 'YouTube video',
      type: 'text',
      admin: {
        condition: (_data, sibling) => sibling?.source !== 'file',
        description: 'The video’s address (watch, share or embed link) or its 11-character id.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<Data> }) =>
        siblingData.source === 'file' || youtubeId(typeof value === 'string' ? value : '')
          ? true
          : 'Paste a YouTube link such as https://youtu.be/… or the video id.',
    },
    {
      name: 'file',
      label: 'Video file',
      type: 'upload',
      relationTo: 'media',
      // Only videos: a picture here would make a player with nothing to play.
      filterOptions: { mimeType: { in: [...VIDEO_TYPES] } },
      admin: {
        condition: (_data, sibling) => sibling?.source === 'file',
        description: 'An MP4 (H.264) plays in every browser; WebM is accepted too. Upload it under Media.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Partial<Data> }) =>
        siblingData.source !== 'file' || value ? true : 'Choose the video file to play.',
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Names the play button for screen readers: "Play: <title>".' },
    },
    {
      name: 'start',
      type: 'text',
      admin: { description: 'Optional start time, such as 90 or 1m30s.' },
      validate: (value: unknown) =>
        !value || startSeconds(String(value)) > 0 || String(value).trim() === '0'
          ? true
          : 'Write the start as 90, 1m30s or 1h2m3s.',
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Optional: an image shown before the video plays (instead of YouTube’s thumbnail).' },
    },
    { name: 'caption', type: 'textarea' },
    animationField('fade-up'),
  ],
}
