// The money calculators draw "what you put in" and "what it cost or earned" in the same two colours, so
// a reader moving between the EMI and SIP charts reads them the same way.

/** The amount put in: loan principal, SIP invested. */
export const PRINCIPAL_COLOURS = {
  strokeClass: 'stroke-brand-600',
  fillClass: 'fill-brand-600',
  swatchClass: 'bg-brand-600',
}

/** What the money cost or earned: loan interest, SIP returns. */
export const INTEREST_COLOURS = {
  strokeClass: 'stroke-saffron-500',
  fillClass: 'fill-saffron-500',
  swatchClass: 'bg-saffron-500',
}
