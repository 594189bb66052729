export type ExtractTextOptions = { password?: string }

/** The text of one page; `hasText` is false for a page without a text layer (a scan or a picture). */
export type PageText = { page: number; text: string; hasText: boolean }

export type ExtractTextResult = { pages: PageText[]; pageCount: number }
