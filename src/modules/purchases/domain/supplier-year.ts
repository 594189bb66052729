// What a supplier's earlier bills of a financial year decide for a new one: the bill numbers already used
// (the same number twice in a year is the same bill keyed twice) and the taxable bought, net of returns,
// which s.194Q's ₹50 lakh threshold counts.
type SupplierVoucher = {
  type: string
  fy: string
  status: string
  supplier_bill_no?: string
  totals: { taxable?: number }
}

export function supplierYearOf(
  vouchers: readonly SupplierVoucher[],
  fy: string,
): { billNos: string[]; taxable: number } {
  const year = vouchers.filter(
    (v) => v.fy === fy && v.status === 'posted' && (v.type === 'vpur' || v.type === 'vpret'),
  )
  return {
    billNos: year
      .filter((v) => v.type === 'vpur')
      .flatMap((v) => (v.supplier_bill_no ? [v.supplier_bill_no] : [])),
    taxable: year.reduce((s, v) => s + (v.type === 'vpur' ? 1 : -1) * (v.totals.taxable ?? 0), 0),
  }
}
