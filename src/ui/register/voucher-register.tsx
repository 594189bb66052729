// The register of one kind of voucher (bills, notes): a heading with the New button, search by the module's
// rule, the module's columns, and each row opening its voucher. The words, hrefs and test ids come from the
// module.
import { Plus } from 'lucide-react'
import { useMemo } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Voucher } from '@schemas/vouchers.schema'
import { buttonVariants } from '@/ui/button'
import { Register } from '@/ui/register/register'
import type { RegisterColumn } from '@/ui/register/register-column'
import { RegisterHeading } from '@/ui/register/register-heading'
import { useTextSearch } from '@/ui/register/use-text-search'

export type VoucherRegisterText = {
  title: string
  intro: string
  /** The New button. */
  newLabel: string
  search: string
  loading: string
  empty: string
  noMatches: string
}

export type VoucherRegisterProps = {
  text: VoucherRegisterText
  canWrite: boolean
  /** The vouchers, newest first; undefined while they load. */
  vouchers: readonly Voucher[] | undefined
  loading: boolean
  /** Whether a voucher matches the search (stable: memoised or module-level). */
  matches: (v: Voucher, query: string) => boolean
  /** The columns (memoised). */
  columns: RegisterColumn<Voucher>[]
  newHref: string
  hrefOf: (id: string) => string
  exportName: string
  /** Test ids: the New button, the count and the list. */
  testIds: { new: string; count: string; list: string }
}

export function VoucherRegister(props: VoucherRegisterProps) {
  const { text } = props
  const navigate = useNavigate()
  const all = useMemo(() => props.vouchers ?? [], [props.vouchers])
  const searched = useTextSearch(all, props.matches, text.search)
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4">
      <RegisterHeading
        title={text.title}
        intro={text.intro}
        actions={
          props.canWrite ? (
            <Link to={props.newHref} className={buttonVariants()} data-testid={props.testIds.new}>
              <Plus aria-hidden="true" />
              {text.newLabel}
            </Link>
          ) : null
        }
      />
      <Register
        label={text.title}
        columns={props.columns}
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
