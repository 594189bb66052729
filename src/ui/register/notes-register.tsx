// The register of notes raised against another document (credit notes against invoices, debit notes against
// bills): newest first, searched by the module's own rule with the number of the document each note is
// against, a button for a new note, and the total of what is shown. The columns and the words come from the
// module; the document each note is against is a column of its own, after the party.
import { Plus } from 'lucide-react'
import { useCallback, useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { buttonVariants } from '@/ui/button'
import { Register } from '@/ui/register/register'
import { textCell, type RegisterColumn } from '@/ui/register/register-column'
import { RegisterHeading } from '@/ui/register/register-heading'
import { useTextSearch } from '@/ui/register/use-text-search'

export type NotesRegisterProps = {
  text: {
    title: string
    intro: string
    newNote: string
    search: string
    loading: string
    empty: string
    noMatches: string
  }
  canWrite: boolean
  /** The notes, newest first; undefined while they load. */
  notes: readonly Voucher[] | undefined
  loading: boolean
  /** The number each note is against, by the id of that document. */
  againstNo: ReadonlyMap<string, string>
  /** The column of the document a note is against: its id, header and least width. */
  against: { id: string; header: string; width: number }
  /** Whether a note matches the search, given the number of the document it is against. */
  matches: (v: Voucher, query: string, againstNo: string | undefined) => boolean
  /** The columns before the `against` one (number, date, party) and after it (the module's own, the total). */
  before: RegisterColumn<Voucher>[]
  after: RegisterColumn<Voucher>[]
  newHref: string
  hrefOf: (noteId: string) => string
  exportName: string
  /** Test ids: the new button, the count and the list. */
  testIds: { new: string; count: string; list: string }
}

export function NotesRegister(props: NotesRegisterProps) {
  const { text, againstNo, against, matches, before, after } = props
  const navigate = useNavigate()
  const all = useMemo(() => props.notes ?? [], [props.notes])
  const match = useCallback(
    (v: Voucher, query: string) => matches(v, query, againstNo.get(v.against_id ?? '')),
    [matches, againstNo],
  )
  const searched = useTextSearch(all, match, text.search)
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
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={text.title}
        intro={text.intro}
        actions={
          props.canWrite ? (
            <Link to={props.newHref} className={buttonVariants()} data-testid={props.testIds.new}>
              <Plus aria-hidden="true" />
              {text.newNote}
            </Link>
          ) : null
        }
      />
      <Register
        label={text.title}
        columns={columns}
        {...searched}
        rowKey={(v) => v.id}
        onOpen={(v) => navigate(props.hrefOf(v.id))}
        loading={props.loading}
        loadingText={text.loading}
        emptyText={text.empty}
        noMatchText={text.noMatches}
        exportName={props.exportName}
        testIds={{ count: props.testIds.count, list: props.testIds.list }}
      />
    </section>
  )
}
