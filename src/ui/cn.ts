import { clsx, type ClassValue } from 'clsx'

// clsx alone: tailwind-merge would cost ~9 KB gzip of the 100 KB initial budget. Components put caller
// classes last and avoid conflicting utilities instead.
/** Joins class names, skipping falsy ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
