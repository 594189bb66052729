// The OEM's dispatch list arrives as a spreadsheet or e-mail column pair; a keyed line per vehicle is where
// most purchase errors come from, so the form takes a pasted list: one vehicle a line, chassis then engine,
// separated by a tab, a comma, a semicolon or spaces.
import { normaliseChassis, normaliseEngineNo, validateChassis } from '@/utils/vehicle-ids'

export type PastedUnit = { line: number; chassis: string; engine_no: string }
export type PasteProblem = {
  line: number
  reason:
    | 'missing-engine'
    | 'chassis-format'
    | 'chassis-length'
    | 'too-many-fields'
    | 'duplicate-chassis'
    | 'duplicate-engine'
}

/** Reads a pasted list into units, and the lines it could not read with why (line numbers from 1). */
export function parseChassisList(text: string): { units: PastedUnit[]; problems: PasteProblem[] } {
  const units: PastedUnit[] = []
  const problems: PasteProblem[] = []
  const seenChassis = new Set<string>()
  const seenEngine = new Set<string>()
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1
    // A chassis is stored without hyphens, so a hyphen never separates fields.
    const fields = raw.split(/[\t,;]+|\s+/).filter((f) => f.trim() !== '')
    if (fields.length === 0) return
    if (fields.length === 1) return void problems.push({ line, reason: 'missing-engine' })
    if (fields.length > 2) return void problems.push({ line, reason: 'too-many-fields' })
    const checked = validateChassis(fields[0] ?? '')
    if (!checked.ok) {
      problems.push({ line, reason: checked.reason === 'length' ? 'chassis-length' : 'chassis-format' })
      return
    }
    const chassis = normaliseChassis(checked.value)
    const engine_no = normaliseEngineNo(fields[1] ?? '')
    if (seenChassis.has(chassis)) return void problems.push({ line, reason: 'duplicate-chassis' })
    if (seenEngine.has(engine_no)) return void problems.push({ line, reason: 'duplicate-engine' })
    seenChassis.add(chassis)
    seenEngine.add(engine_no)
    units.push({ line, chassis, engine_no })
  })
  return { units, problems }
}
