import { useCallback, useEffect, useState } from 'react'
import { readDraft, saveDraft, toolsDb, type SavedInvoice } from '@/lib/tools-db'
import { financialYearOf, fyCodeOf } from '@/utils/financial-year'
import { parsePlainDate } from '@/utils/plain-date'
import type { InvoiceDraft } from './model'
import { blankInvoice, reviveDraft } from './model'
import { nextInvoiceNumber } from './numbering'

const TOOL = 'invoice-generator'

/** Today in India as YYYY-MM-DD (invoices are dated in IST whatever the device's zone). */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

/** The next number of the draft's series in its financial year, from the saved invoices. */
export function suggestNumber(d: InvoiceDraft, saved: readonly SavedInvoice[]): string {
  const parsed = parsePlainDate(d.date)
  const date = parsed.ok ? parsed : parsePlainDate(todayIso())
  if (!date.ok) return ''
  const fy = financialYearOf(date.value)
  if (!fy.ok) return ''
  return nextInvoiceNumber(
    d.seriesPrefix,
    fy.value,
    saved.filter((s) => s.fy === fy.value.shortCode && s.id !== d.id).map((s) => s.number),
  )
}

/** The working draft (kept in IndexedDB as it is typed) and the saved invoices of this device. */
export function useInvoices() {
  const [draft, setDraft] = useState<InvoiceDraft | null>(null)
  const [saved, setSaved] = useState<SavedInvoice[]>([])
  const [storageOk, setStorageOk] = useState(true)
  // A draft that could not be read is not saved over (the person is told it is not being kept).
  const [readable, setReadable] = useState(true)

  const refresh = useCallback(async () => {
    try {
      const list = await toolsDb().invoices.orderBy('savedAt').reverse().toArray()
      setSaved(list)
      return list
    } catch {
      return []
    }
  }, [])

  useEffect(() => {
    let live = true
    void (async () => {
      const [read, list] = await Promise.all([readDraft(TOOL), refresh()])
      if (!live) return
      setReadable(read.ok)
      if (!read.ok) setStorageOk(false)
      const d = reviveDraft(read.ok ? read.data : undefined, blankInvoice(crypto.randomUUID(), todayIso()))
      setDraft(d.number ? d : { ...d, number: suggestNumber(d, list) })
    })()
    return () => {
      live = false
    }
  }, [refresh])

  useEffect(() => {
    if (!draft || !readable) return
    const timer = setTimeout(() => {
      void saveDraft(TOOL, draft).then(setStorageOk)
    }, 300)
    return () => clearTimeout(timer)
  }, [draft, readable])

  const store = useCallback(
    async (d: InvoiceDraft, totalPaise: number) => {
      const row: SavedInvoice = {
        id: d.id,
        number: d.number.trim(),
        fy: fyCodeOf(d.date),
        date: d.date,
        buyer: d.buyer.name,
        totalPaise,
        savedAt: Date.now(),
        data: d,
      }
      await toolsDb().invoices.put(row)
      await refresh()
    },
    [refresh],
  )

  const remove = useCallback(
    async (id: string) => {
      await toolsDb().invoices.delete(id)
      await refresh()
    },
    [refresh],
  )

  /** A fresh invoice that keeps the seller, bank, images, terms and template of `from`. */
  const fresh = useCallback(
    (from: InvoiceDraft, list: readonly SavedInvoice[], copyItems = false): InvoiceDraft => {
      const base = blankInvoice(crypto.randomUUID(), todayIso(), from.supplier.stateCode)
      const d: InvoiceDraft = {
        ...base,
        template: from.template,
        seriesPrefix: from.seriesPrefix,
        supplier: from.supplier,
        bank: from.bank,
        logo: from.logo,
        signature: from.signature,
        signatory: from.signatory,
        terms: from.terms,
        ...(copyItems
          ? {
              buyer: from.buyer,
              placeOfSupply: from.placeOfSupply,
              reverseCharge: from.reverseCharge,
              lines: from.lines,
            }
          : {}),
      }
      return { ...d, number: suggestNumber(d, list) }
    },
    [],
  )

  return { draft, setDraft, saved, storageOk, store, remove, fresh }
}
