// Packing several outputs into one ZIP. PDFs and images are already compressed, so entries are stored
// (level 0): deflating them again costs time and saves almost nothing.
import { zipSync } from 'fflate'

export type NamedFile = { name: string; bytes: Uint8Array }

/** Builds a ZIP of the files; repeated names get " (2)", " (3)" before the extension. */
export function zipFiles(files: readonly NamedFile[]): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {}
  for (const file of files) entries[uniqueName(file.name, entries)] = [file.bytes, { level: 0 }]
  return zipSync(entries)
}

function uniqueName(name: string, taken: Record<string, unknown>): string {
  if (!(name in taken)) return name
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  const ext = dot > 0 ? name.slice(dot) : ''
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})${ext}`
    if (!(candidate in taken)) return candidate
  }
}
