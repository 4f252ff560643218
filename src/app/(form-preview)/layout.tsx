import type { Metadata } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

// The site's one style sheet (app/(site)/site.css): the form looks as it does on a page, and the
// build keeps one file shared by both rather than splitting out what the two have in common.
import '../(site)/site.css'

// The site's own font and styles, and nothing else of its shell: the builder's preview frame
// shows a form alone, without the header, the cookie notice or page-view counting.
const inter = localFont({
  src: '../(site)/fonts/inter-latin-wght-400-800.woff2',
  weight: '400 800',
  display: 'optional',
  variable: '--font-sans',
})

export const metadata: Metadata = { title: 'Form preview', robots: { index: false, follow: false } }

export default function FormPreviewLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  )
}
