import { Lock, Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/ui/button'
import { Field, Input, Select } from '@/ui/field'
import type { ColumnType, PurchaseColumn } from '../domain/defaults'
import { addColumn, canRemoveColumn, move, removeColumn, renameColumn } from '../domain/lists'
import type { SettingsError } from '../domain/validate'
import { useSettingsStrings } from '../settings-strings'
import { useErrorText } from './form-parts'
import { RowActions } from './row-actions'

type ColumnsEditorProps = {
  columns: PurchaseColumn[]
  onColumns: (columns: PurchaseColumn[]) => void
  errorAt: (index: number) => SettingsError | undefined
  onBlurAt: (index: number) => void
  disabled: boolean
}

/** workshop_purchase_columns: rename, reorder, remove (where allowed) and add custom columns. */
export function ColumnsEditor({ columns, onColumns, errorAt, onBlurAt, disabled }: ColumnsEditorProps) {
  const t = useSettingsStrings()
  const errorText = useErrorText()
  const [label, setLabel] = useState('')
  const [type, setType] = useState<ColumnType>('text')
  const add = () => {
    if (label.trim() === '') return
    onColumns(addColumn(columns, label, type))
    setLabel('')
  }
  return (
    <fieldset className="mt-6">
      <legend className="font-semibold text-ink">{t('columnsTitle')}</legend>
      <p className="mt-1 text-sm text-ink-soft">{t('columnsIntro')}</p>
      <ol className="mt-3 flex flex-col gap-2">
        {columns.map((column, index) => {
          const error = errorText(errorAt(index))
          const id = `column-${column.id}`
          return (
            <li key={column.id} className="flex flex-wrap items-center gap-2">
              <span aria-hidden="true" className="w-6 text-right text-sm text-ink-soft">
                {index + 1}.
              </span>
              <div className="min-w-40 flex-1">
                <label htmlFor={id} className="sr-only">
                  {t('columnName')} {index + 1}
                </label>
                <Input
                  id={id}
                  value={column.label}
                  readOnly={!column.editable}
                  disabled={disabled}
                  maxLength={40}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={column.editable ? undefined : 'bg-muted'}
                  onChange={(e) => onColumns(renameColumn(columns, column.id, e.target.value))}
                  onBlur={() => onBlurAt(index)}
                />
                {error ? (
                  <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
              {column.editable && canRemoveColumn(column) ? null : (
                <span className="flex items-center gap-1 text-xs text-ink-soft">
                  <Lock aria-hidden="true" className="size-3.5" />
                  {t('locked')}
                </span>
              )}
              <RowActions
                name={column.label || column.id}
                index={index}
                count={columns.length}
                disabled={disabled}
                onMove={(delta) => onColumns(move(columns, index, delta))}
                onRemove={
                  canRemoveColumn(column) ? () => onColumns(removeColumn(columns, column.id)) : undefined
                }
              />
            </li>
          )
        })}
      </ol>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Field label={t('newColumn')} htmlFor="settings-new-column" className="min-w-40 flex-1">
          <Input
            id="settings-new-column"
            value={label}
            maxLength={40}
            onChange={(e) => setLabel(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
        </Field>
        <Field label={t('columnType')} htmlFor="settings-new-column-type" className="w-32">
          <Select
            id="settings-new-column-type"
            value={type}
            onChange={(e) => setType(e.target.value === 'number' ? 'number' : 'text')}
          >
            <option value="text">{t('type_text')}</option>
            <option value="number">{t('type_number')}</option>
          </Select>
        </Field>
        <Button variant="secondary" disabled={disabled || label.trim() === ''} onClick={add}>
          <Plus aria-hidden="true" />
          {t('addColumn')}
        </Button>
      </div>
    </fieldset>
  )
}
