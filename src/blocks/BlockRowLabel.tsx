'use client'

import './block-row-label.css'

import { Pill, useRowLabel } from '@payloadcms/ui'

import { blockRowText } from '../core/blocks/row-label'

type Row = Record<string, unknown> & { blockType?: string }

/**
 * A page block's row in the admin: its number and type, as Payload shows them, then the block's
 * heading or first words (core/blocks/row-label.ts) instead of "Untitled", so a long page reads
 * as a list of its sections. A block without words yet shows its number and type alone.
 */
export function BlockRowLabel({ typeName }: { typeName?: string }) {
  const { data, rowNumber } = useRowLabel<Row>()
  const text = blockRowText(data)
  const type = typeName ?? String(data?.blockType ?? '')
  return (
    <span className="block-row-label">
      <span className="blocks-field__block-number">{String((rowNumber ?? 0) + 1).padStart(2, '0')}</span>
      <Pill
        className={`blocks-field__block-pill blocks-field__block-pill-${data?.blockType ?? ''}`}
        pillStyle="white"
        size="small"
      >
        {type}
      </Pill>
      {text && <span className="block-row-label__text">{text}</span>}
    </span>
  )
}
