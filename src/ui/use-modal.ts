import { useEffect, useRef } from 'react'

/**
 * A native <dialog> shown as a modal while `open`: the browser gives the focus trap, the inert page behind and
 * Escape; focus returns to what opened it when it closes.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
