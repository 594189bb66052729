// Where the dealer is, for GST: the place of supply of a sale at the showroom, and the test of intra- or
// inter-state for every document (research/modules.md §2.1).
import { GST_STATES } from './gst-states'
import { validateGstin } from './gstin'

/**
 * The dealer's GST state code: the first two digits of a valid GSTIN in settings, else the code of
 * settings.state (its English name), else null.
 */
export function dealerStateCode(
  settings: { gst_no?: unknown; state?: unknown } | null | undefined,
): string | null {
  const gstin = typeof settings?.gst_no === 'string' ? settings.gst_no : ''
  if (gstin) {
    const checked = validateGstin(gstin)
    if (checked.ok) return gstin.trim().toUpperCase().slice(0, 2)
  }
  const name = typeof settings?.state === 'string' ? settings.state.trim().toLowerCase() : ''
  return GST_STATES.find((s) => s.name.toLowerCase() === name)?.code ?? null
}
