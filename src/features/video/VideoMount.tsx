'use client'

import dynamic from 'next/dynamic'

import type { VideoFacadeProps } from './VideoFacade'

// The facade's script is a chunk of its own, loaded only on pages that show a YouTube video: every
// page is rendered by the same route, whose chunks every page would otherwise load. The server
// renders it too, so the poster and the play button are in the HTML.
const VideoFacade = dynamic(() => import('./VideoFacade').then((m) => m.VideoFacade))

export function VideoMount(props: VideoFacadeProps) {
  return <VideoFacade {...props} />
}
