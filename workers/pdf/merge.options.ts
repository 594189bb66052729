/** Quarter turns clockwise applied on top of a page's own rotation. */
export type Rotation = 0 | 90 | 180 | 270

/** One page of the merged file: which input file, which page (0-based), extra rotation. */
export type MergePage = { file: number; index: number; rotate: Rotation }

export type MergeOptions = {
  /** The pages of the result, in order. */
  pages: readonly MergePage[]
  /** Passwords for locked inputs, by file position. */
  passwords?: readonly (string | undefined)[]
  /** File names (for the bookmarks made per file). */
  names?: readonly string[]
  /** Keep each file's bookmarks under a bookmark named after the file. */
  keepOutline?: boolean
  outputName?: string
}
