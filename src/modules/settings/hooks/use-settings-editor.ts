import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useAuth } from '@/auth/auth-context'
import { getSupabase } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import type { SettingsForm } from '../domain/defaults'
import { settingsFromRow, settingsToRow } from '../domain/row'
import { validateSettings, type SettingsErrors } from '../domain/validate'
import { removeUnusedImages } from '../components/image-upload'
import { useSettingsStrings } from '../settings-strings'
import { clearDraft, readDraft, writeDraft } from './settings-draft'
import { useOnline } from '@/lib/use-online'

type Row = Record<string, unknown>
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'offline' }
  | { kind: 'invalid'; count: number }
  | { kind: 'failed'; message: string }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The settings form's state: baseline row, edits, draft on this device, validation and saving. */
export function useSettingsEditor() {
  const t = useSettingsStrings()
  const auth = useAuth()
  const online = useOnline()
  const userId = auth.user?.id ?? ''
  const [base, setBase] = useState<Row | null>(null)
  const [form, setForm] = useState<SettingsForm | null>(null)
  const [confirmAccount, setConfirmAccount] = useState('')
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [save, setSave] = useState<SaveState>({ kind: 'idle' })
  const [draftRestored, setDraftRestored] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const asked = useRef(false)

  // The row arrives with the sign-in; a missing one (failed load) is asked for once, then on retry.
  const { settings, reloadSettings } = auth
  useEffect(() => {
    if (base || !userId) return
    if (settings) {
      const draft = readDraft(userId)
      const saved = settingsFromRow(settings)
      setBase(settings)
      if (draft && !same(draft.form, saved)) {
        setForm(draft.form)
        setConfirmAccount(draft.confirmAccount)
        setDraftRestored(true)
      } else {
        setForm(saved)
      }
      return
    }
    if (asked.current) return
    asked.current = true
    reloadSettings().catch(() => setLoadFailed(true))
  }, [base, settings, userId, reloadSettings])

  const savedForm = useMemo(() => (base ? settingsFromRow(base) : null), [base])
  const dirty = form !== null && savedForm !== null && (!same(form, savedForm) || confirmAccount !== '')

  // Every edit is kept on this device until it is saved, so going offline or closing the tab loses nothing.
  useEffect(() => {
    if (!userId || !form || !savedForm) return
    if (dirty) writeDraft(userId, { form, confirmAccount })
    else clearDraft(userId)
  }, [userId, form, savedForm, confirmAccount, dirty])

  const savedAccount = savedForm?.bank_details.account_number ?? ''
  const errors: SettingsErrors = useMemo(
    () => (form ? validateSettings(form, confirmAccount, savedAccount) : {}),
    [form, confirmAccount, savedAccount],
  )
  const visibleError = useCallback(
    (path: string) => (submitted || touched.has(path) ? errors[path] : undefined),
    [errors, submitted, touched],
  )

  const update = useCallback((patch: Partial<SettingsForm> | ((f: SettingsForm) => SettingsForm)) => {
    setForm((f) => (f ? (typeof patch === 'function' ? patch(f) : { ...f, ...patch }) : f))
    setSave((s) => (s.kind === 'failed' || s.kind === 'invalid' ? { kind: 'idle' } : s))
  }, [])
  const touch = useCallback((path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))), [])

  const retryLoad = useCallback(() => {
    setLoadFailed(false)
    reloadSettings().catch(() => setLoadFailed(true))
  }, [reloadSettings])

  const discardDraft = useCallback(() => {
    if (userId) clearDraft(userId)
    setForm(savedForm)
    setConfirmAccount('')
    setDraftRestored(false)
    setTouched(new Set())
    setSubmitted(false)
  }, [userId, savedForm])

  const submit = useCallback(async (): Promise<boolean> => {
    if (!form || !userId || auth.readOnly) return false
    setSubmitted(true)
    const count = Object.keys(errors).length
    if (count > 0) {
      setSave({ kind: 'invalid', count })
      return false
    }
    if (!navigator.onLine) {
      setSave({ kind: 'offline' })
      return false
    }
    setSave({ kind: 'saving' })
    try {
      const client = await getSupabase()
      const { data, error } = await client
        .from('settings')
        .upsert(settingsToRow(form, userId, base), { onConflict: 'user_id' })
        .select('*')
        .single()
      if (error) {
        setSave({ kind: 'failed', message: error.message })
        return false
      }
      const row = data as Row
      clearDraft(userId)
      setBase(row)
      setForm(settingsFromRow(row))
      setConfirmAccount('')
      setTouched(new Set())
      setSubmitted(false)
      setDraftRestored(false)
      setSave({ kind: 'idle' })
      toast({ title: t('saved'), description: t('savedText') })
      void reloadSettings().catch(() => undefined)
      const urls = (r: Row | null) => [String(r?.company_logo_url ?? ''), String(r?.upi_qr_code_url ?? '')]
      void removeUnusedImages(userId, urls(base), urls(row)).catch(() => undefined)
      return true
    } catch (e) {
      // A fetch that fails outright is the network, not the data: keep the draft and say so.
      if (!navigator.onLine || e instanceof TypeError) setSave({ kind: 'offline' })
      else setSave({ kind: 'failed', message: e instanceof Error ? e.message : String(e) })
      return false
    }
  }, [form, userId, auth.readOnly, errors, base, t, reloadSettings])

  return {
    form,
    base,
    update,
    confirmAccount,
    setConfirmAccount,
    errors,
    visibleError,
    touch,
    submit,
    save,
    dirty,
    online,
    draftRestored,
    discardDraft,
    loadFailed,
    retryLoad,
    readOnly: auth.readOnly,
    userId,
  }
}

export type SettingsEditor = ReturnType<typeof useSettingsEditor>
