/** `s` as a regular expression that matches it literally (for $regex selectors built from user text). */
export const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
