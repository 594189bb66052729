import { useEffect, useRef, type ReactNode } from 'react'

// While printing, only the marked area is output. Its ancestors are tagged so that print CSS can remove
// (display: none, so no blank pages are left behind) every sibling along the path and strip the
// ancestors' own boxes; tagging on mount rather than on "beforeprint" also makes print emulation work.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 10mm; }
  [data-print-path] > :not([data-print-path]):not([data-print-area]) { display: none !important; }
  [data-print-path] { display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; overflow: visible !important; width: auto !important; max-width: none !important; min-height: 0 !important; background: #fff !important; }
  [data-print-area] { border: 0 !important; box-shadow: none !important; overflow: visible !important; }
  [data-print-area] * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}`

/** Marks the one region that the browser's print (and "Save as PDF") outputs, without app chrome. */
export function PrintArea({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const tagged: Element[] = []
    for (let el = ref.current?.parentElement; el && el !== document.documentElement; el = el.parentElement) {
      el.setAttribute('data-print-path', '')
      tagged.push(el)
    }
    return () => tagged.forEach((el) => el.removeAttribute('data-print-path'))
  }, [])
  return (
    <div ref={ref} data-print-area="" className={className}>
      <style>{PRINT_CSS}</style>
      {children}
    </div>
  )
}
