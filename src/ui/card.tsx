import type { ComponentProps } from 'react'
import { cn } from './cn'

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      data-slot="card"
      className={cn('rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6', className)}
      {...props}
    />
  )
}
