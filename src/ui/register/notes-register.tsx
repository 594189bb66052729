// The register of notes raised against another document (credit notes against invoices, debit notes against
// bills): a VoucherRegister whose search also knows the number of the document each note is against, and which
// shows that document as a column of its own, after the module's leading columns.
import { useCallback, useMemo } from 'react'
import type { Voucher } from '@schemas/vouchers.schema'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { VoucherRegister, type VoucherRegisterProps } from '@/ui/register/voucher-register'

export type NotesRegisterProps = Omit<VoucherRegisterProps, 'vouchers' | 'matches' | 'columns'> & {
  /** The notes, newest first; undefined while they load. */
  notes: readonly Voucher[] | undefined
  /** The number each note is against, by the id of that document. */
  againstNo: ReadonlyMap<string, string>
  /** The column of the document a note is against: its id, header and least width. */
  against: { id: string; header: string; width: number }
  /** Whether a note matches the search, given the number of the document it is against. */
  matches: (v: Voucher, query: string, againstNo: string | undefined) => boolean
  /** The columns before the `against` one (number, date, party) and after it (the module's own, the total). */
  before: RegisterColumn<Voucher>[]
  after: RegisterColumn<Voucher>[]
}

export function NotesRegister({
  notes,
  againstNo,
  against,
  matches,
  before,
  after,
  ...rest
}: NotesRegisterProps) {
  const match = useCallback(
    (v: Voucher, query: string) => matches(v, query, againstNo.get(v.against_id ?? '')),
    [matches, againstNo],
  )
  const columns = useMemo(
    (): RegisterColumn<Voucher>[] => [
      ...before,
      {
        id: against.id,
        header: against.header,
        cell: (v) => againstNo.get(v.against_id ?? '') ?? '',
        value: (v) => textCell(againstNo.get(v.against_id ?? '')),
        card: 'secondary',
        width: { min: against.width },
      },
      ...after,
    ],
    [before, after, against.id, against.header, against.width, againstNo],
  )
  return <VoucherRegister {...rest} vouchers={notes} matches={match} columns={columns} />
}
