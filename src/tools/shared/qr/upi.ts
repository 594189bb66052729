// UPI deep link (NPCI "UPI Linking Specification"): upi://pay?pa=<vpa>&pn=<payee>&am=<amount>&cu=INR&tn=<note>.
// Amount is in rupees with two decimals; apps refuse links with an amount of 0, so we leave `am` out then.

const VPA = /^[A-Za-z0-9.\-_]{2,256}@[A-Za-z][A-Za-z0-9.\-]{1,63}$/

/** Whether a UPI ID looks valid (name@bank). */
export function isValidVpa(vpa: string): boolean {
  return VPA.test(vpa.trim())
}

export type UpiLinkInput = { vpa: string; payee: string; amountPaise: number; note?: string }

/** Builds the upi://pay link that payment apps open from a QR code. */
export function upiPayLink({ vpa, payee, amountPaise, note }: UpiLinkInput): string {
  const params = [
    `pa=${encodeURIComponent(vpa.trim())}`,
    `pn=${encodeURIComponent(payee.trim().slice(0, 50))}`,
  ]
  if (Number.isSafeInteger(amountPaise) && amountPaise > 0) {
    params.push(`am=${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`)
  }
  params.push('cu=INR')
  const tn = (note ?? '').trim().slice(0, 50)
  if (tn) params.push(`tn=${encodeURIComponent(tn)}`)
  return `upi://pay?${params.join('&')}`
}
