'use client'

import './builder.css'

import {
  ChevronIcon,
  FieldDescription,
  FieldError,
  FieldLabel,
  ReactSelect,
  XIcon,
  fieldBaseClass,
  useFormFields,
} from '@payloadcms/ui'
import type { StaticDescription, StaticLabel } from 'payload'
import { useId, useMemo, type CSSProperties } from 'react'

import { readBuilderFields, type BuilderField, type Choice } from './options'

/**
 * The builder's rows as they stand (saved or not). The selector answers a string, so a component
 * re-renders only when what the drop-downs show changed, not on every keystroke in the form.
 */
export function useBuilderFields(): BuilderField[] {
  const key = useFormFields(([state]) => JSON.stringify(readBuilderFields(state)))
  return useMemo(() => JSON.parse(key) as BuilderField[], [key])
}

/** The width a field's config asks for, as Payload's own fields apply it. */
export function fieldStyle(admin: { width?: string | number; style?: CSSProperties } | undefined): CSSProperties {
  return {
    ...admin?.style,
    ...(admin?.width ? ({ '--field-width': admin.width } as CSSProperties) : { flex: '1 1 auto' }),
  }
}

type IndicatorProps = { innerProps?: Record<string, unknown> }

/*
 * Payload's indicators are focusable elements marked aria-hidden (axe: aria-hidden-focus). Here they
 * are pictures for the mouse only, with Payload's classes: the keyboard opens the list with the
 * arrow keys and clears it with Backspace, as react-select does.
 */
function DropdownIndicator({ innerProps }: IndicatorProps) {
  const { ref: _ref, ...rest } = innerProps ?? {}
  return (
    <span {...rest} aria-hidden="true" className="dropdown-indicator">
      <ChevronIcon className="dropdown-indicator__icon" />
    </span>
  )
}

function ClearIndicator({ innerProps }: IndicatorProps) {
  const { ref: _ref, ...rest } = innerProps ?? {}
  return (
    <span {...rest} aria-hidden="true" className="clear-indicator">
      <XIcon className="clear-indicator__icon" />
    </span>
  )
}

const INDICATORS: Record<string, React.FC<IndicatorProps>> = { DropdownIndicator, ClearIndicator }

type Props = {
  path: string
  label?: StaticLabel
  description?: StaticDescription
  required?: boolean
  readOnly?: boolean
  showError?: boolean
  style?: CSSProperties
  options: Choice[]
  value: string
  placeholder: string
  onChange: (value: string) => void
}

/**
 * A drop-down laid out as Payload's select field (label, error, react-select, description), with
 * its label tied to the input react-select renders, so screen readers name it.
 */
export function BuilderSelect({
  path,
  label,
  description,
  required,
  readOnly,
  showError,
  style,
  options,
  value,
  placeholder,
  onChange,
}: Props) {
  const inputId = useId()
  const selected = options.find((o) => o.value === value) ?? null
  return (
    <div
      className={[fieldBaseClass, 'select', 'builder-select', showError && 'error', readOnly && 'read-only']
        .filter(Boolean)
        .join(' ')}
      id={`field-${path.replace(/\./g, '__')}`}
      style={style}
    >
      <FieldLabel htmlFor={inputId} label={label} path={path} required={required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={showError} />
        <ReactSelect
          components={INDICATORS}
          disabled={readOnly}
          inputId={inputId}
          isClearable={!required}
          onChange={(option) =>
            onChange(Array.isArray(option) ? '' : String((option as { value?: unknown } | null)?.value ?? ''))
          }
          options={options}
          placeholder={placeholder}
          showError={showError}
          value={selected ?? undefined}
        />
      </div>
      <FieldDescription description={description} path={path} />
    </div>
  )
}
