// The dialog behind a record a posted voucher takes once (a debit note's dispatch, the supplier's credit note):
// the draft, its errors, checking before the write, the write itself (checked again against the stored voucher
// there), and what a refusal says — field errors back on the form, anything else in a toast.
import { useState } from 'react'
import { toast } from '@/lib/toast'
import type { FieldError } from '@/utils/form-model'

type Errors<F extends string, C extends string> = Partial<Record<F, FieldError<C>>>

export function useOnceRecord<D, F extends string, C extends string>(o: {
  initial: () => D
  check: (draft: D) => { ok: true } | { ok: false; errors: Errors<F, C> }
  write: (draft: D) => Promise<unknown>
  savedText: string
  /** A refused write: its field errors, else the words of the refusal. */
  refused: (error: unknown) => { errors: Errors<F, C> } | { message: string }
}) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<D>(o.initial)
  const [errors, setErrors] = useState<Errors<F, C>>({})
  const [busy, setBusy] = useState(false)
  const save = async () => {
    const checked = o.check(draft)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setBusy(true)
    try {
      await o.write(draft)
      toast({ title: o.savedText })
      setOpen(false)
    } catch (e) {
      const answer = o.refused(e)
      if ('errors' in answer) setErrors(answer.errors)
      else toast({ title: answer.message, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return { open, setOpen, draft, setDraft, errors, busy, save }
}
