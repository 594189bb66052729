// Options of the PDF editor's page panel task (see edit-pages.ts), importable by the page.
import type { Rotation } from './merge.options'

/** One page of the result: a page of the file (0-based) with extra rotation, or a blank page in points. */
export type EditPage =
  | { kind: 'page'; index: number; rotate: Rotation }
  | { kind: 'blank'; width: number; height: number; rotate: Rotation }

export type EditPagesOptions = {
  pages: readonly EditPage[]
  password?: string
  /** Title of the bookmark that holds the file's own bookmarks. */
  name?: string
  outputName?: string
}
