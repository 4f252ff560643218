import DOMPurify from 'isomorphic-dompurify'
import { describe, expect, it } from 'vitest'

import { cleanRichText } from './clean'

// The browser's pass, run here with the server's DOMPurify: same allow-list, same link rule.
const clean = (html: string) => cleanRichText(DOMPurify, html)

describe('cleanRichText (paste and write-back in the browser)', () => {
  it('keeps the editor’s markup and marks links', () => {
    expect(clean('<p><strong>b</strong> <em>i</em></p><ul><li><a href="https://x.example">x</a></li></ul>')).toBe(
      '<p><strong>b</strong> <em>i</em></p><ul><li><a href="https://x.example" rel="nofollow noopener noreferrer">x</a></li></ul>',
    )
  })

  it('cleans hostile pasted HTML', () => {
    const out = clean(
      '<meta charset="utf-8"><style>p{color:red}</style><p style="x" onmouseover="alert(1)">Pasted</p>' +
        '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">bad</a>' +
        '<iframe srcdoc="<script>alert(4)</script>"></iframe><svg><script>alert(5)</script></svg>',
    )
    expect(out).toBe('<p>Pasted</p><a>bad</a>')
  })
})
