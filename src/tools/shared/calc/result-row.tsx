type Props = { label: string; value: string; testId: string }

/** One labelled figure of a calculator's result, inside a <dl>. */
export function ResultRow({ label, value, testId }: Props) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}
