'use client'

import { TextInput, useField, useFormFields } from '@payloadcms/ui'
import type { NumberFieldClientComponent, TextFieldClientComponent } from 'payload'
import { useMemo } from 'react'

import { BuilderSelect, fieldStyle, useBuilderFields } from './BuilderSelect'
import { choiceOperators, emailFieldChoices, logicTargets, withCurrent } from './options'

const sibling = (path: string, name: string) => path.replace(/[^.]+$/, name)

/**
 * A logic rule's field, picked from the form's fields (label and id, a name's or an address's
 * parts) instead of typed as an id. It stores the same text as before (`5`, `5.3`).
 */
export const LogicRuleField: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { path, value, setValue, showError } = useField<string>({ potentiallyStalePath: pathFromProps })
  const fields = useBuilderFields()
  const current = typeof value === 'string' ? value : value == null ? '' : String(value)
  const options = useMemo(
    () => withCurrent(logicTargets(fields), current, (id) => `ID ${id} (no such field in this form)`),
    [fields, current],
  )
  return (
    <BuilderSelect
      description={field.admin?.description as never}
      label={field.label ?? 'Field'}
      onChange={(v) => setValue(v)}
      options={options}
      path={path}
      placeholder="Choose a field"
      readOnly={readOnly}
      required={field.required}
      showError={showError}
      style={fieldStyle(field.admin)}
      value={current}
    />
  )
}

/**
 * A logic rule's value: one of the chosen field's choices when it has some and the rule compares
 * equality ("is", "is not"), else typed text (contains, greater than, or a field without choices).
 */
export const LogicRuleValue: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { path, value, setValue, showError } = useField<string>({ potentiallyStalePath: pathFromProps })
  const target = useFormFields(([state]) => String(state[sibling(path, 'fieldId')]?.value ?? ''))
  const operator = useFormFields(([state]) => String(state[sibling(path, 'operator')]?.value ?? 'is'))
  const fields = useBuilderFields()
  const current = typeof value === 'string' ? value : value == null ? '' : String(value)
  const choices = useMemo(() => logicTargets(fields).find((t) => t.value === target)?.choices, [fields, target])
  const label = field.label ?? 'Value'
  if (choices && choiceOperators.has(operator)) {
    return (
      <BuilderSelect
        label={label}
        onChange={(v) => setValue(v)}
        options={withCurrent(choices, current, (v) => `${v} (not a choice of this field)`)}
        path={path}
        placeholder="Choose a value"
        readOnly={readOnly}
        showError={showError}
        style={fieldStyle(field.admin)}
        value={current}
      />
    )
  }
  return (
    <TextInput
      label={label}
      onChange={(e: React.ChangeEvent<HTMLInputElement>) => setValue(e.target.value)}
      path={path}
      readOnly={readOnly}
      showError={showError}
      style={fieldStyle(field.admin)}
      value={current}
    />
  )
}

/**
 * One of the form's e-mail fields (a notification's recipient, its Reply-To), picked by label;
 * the stored value is the field's id, as before.
 */
export const EmailFieldSelect: NumberFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { path, value, setValue, showError } = useField<number | null>({ potentiallyStalePath: pathFromProps })
  const fields = useBuilderFields()
  const current = typeof value === 'number' ? String(value) : ''
  const options = useMemo(
    () => withCurrent(emailFieldChoices(fields), current, (id) => `ID ${id} (not an e-mail field of this form)`),
    [fields, current],
  )
  return (
    <BuilderSelect
      description={field.admin?.description as never}
      label={field.label}
      onChange={(v) => setValue(v === '' ? null : Number(v))}
      options={options}
      path={path}
      placeholder={options.length ? 'Choose an e-mail field' : 'Add an e-mail field first'}
      readOnly={readOnly}
      required={field.required}
      showError={showError}
      style={fieldStyle(field.admin)}
      value={current}
    />
  )
}
