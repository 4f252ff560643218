import type { Block } from 'payload'

import { startSeconds, youtubeId } from '../../core/video/youtube'
import { animationField } from '../../fields/animation'

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'youtube',
      label: 'YouTube video',
      type: 'text',
      required: true,
      admin: { description: 'The video’s address (watch, share or embed link) or its 11-character id.' },
      validate: (value: unknown) =>
        youtubeId(typeof value === 'string' ? value : '')
          ? true
          : 'Paste a YouTube link such as https://youtu.be/… or the video id.',
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
      admin: { description: 'Optional: an image of your own instead of the thumbnail from YouTube.' },
    },
    { name: 'caption', type: 'textarea' },
    animationField('fade-up'),
  ],
}
