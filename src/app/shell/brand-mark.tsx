/** The AutoBahi mark: a ledger (bahi) page with a wheel, drawn inline so it costs no request. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="#0f5e59" />
      <path d="M9 9h10M9 13h7" stroke="#fdf0d9" strokeWidth="2" strokeLinecap="round" />
      <circle cx="20" cy="20" r="6" fill="none" stroke="#e8900c" strokeWidth="2.5" />
      <circle cx="20" cy="20" r="1.8" fill="#e8900c" />
    </svg>
  )
}
