import type { ComponentProps } from 'react'
import { cn } from './cn'

// Our own prose styles instead of @tailwindcss/typography: the pages need headings, paragraphs, lists
// and links, and Devanagari wants a little more line height than the plugin's Latin-tuned defaults.
const proseClasses = [
  'max-w-prose text-base leading-7 text-ink',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_p]:my-3',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-brand-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold',
].join(' ')

/** Long-form text (legal pages, about): readable line length and styled headings, lists and links. */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="prose" className={cn(proseClasses, className)} {...props} />
}
