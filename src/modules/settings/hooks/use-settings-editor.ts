import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useAuth } from '@/auth/auth-context'
import { isCompanyOwner, localToday } from '@/auth/permissions'
import { saveSettings, type SettingsPatch } from '@/data/account/settings-doc'
import { useData } from '@/data/data-context'
import { useRxDoc } from '@/data/use-rx'
import type { SettingsDoc } from '@schemas/index'
import { toast } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import type { SettingsForm } from '../domain/defaults'
import { settingsFromRow, settingsPatch, settingsToRow } from '../domain/row'
import { validateSettings, type SettingsErrors } from '../domain/validate'
import { removeUnusedImages } from '../components/image-upload'
import { useSettingsStrings } from '../settings-strings'
import { clearDraft, readDraft, writeDraft } from './settings-draft'
import { followStored, startEdit, type SettingsEdit } from './settings-edit'

type Row = Record<string, unknown>
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'invalid'; count: number }
  | { kind: 'failed'; message: string }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const imageUrls = (r: Row | null) => [String(r?.company_logo_url ?? ''), String(r?.upi_qr_code_url ?? '')]

/**
 * The settings form's state over the user's settings document in the local database: the stored document
 * (live: a save on another device shows here while nothing is being edited), the edits and their draft on
 * this device, validation, and saving — into the document, so it works offline and syncs like any record.
 */
export function useSettingsEditor() {
  const t = useSettingsStrings()
  const auth = useAuth()
  const online = useOnline()
  const { db, writer, pending, companyId } = useData()
  // The settings are the company's: its owner's row, which every member reads and only the owner changes.
  const userId = companyId
  const notOwner = !isCompanyOwner(auth.profile)
  const readOnly = auth.readOnly || notOwner
  const stored = useRxDoc<SettingsDoc>(() => (userId ? db.settings.findOne(userId) : null), [db, userId])
  const current = stored.loading ? undefined : ((stored.data ?? null) as Row | null)
  // The form and the stored settings it was started from (a save writes only what the form changed from them).
  const [edit, setEdit] = useState<SettingsEdit>({ base: null, form: null })
  const { base, form } = edit
  const [confirmAccount, setConfirmAccount] = useState('')
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [save, setSave] = useState<SaveState>({ kind: 'idle' })
  const [draftRestored, setDraftRestored] = useState(false)
  const waiting = useSyncExternalStore(
    (l) => pending.subscribe(l),
    () => pending.has('settings', userId),
  )

  const savedForm = useMemo(() => (form ? settingsFromRow(base) : null), [form, base])
  const dirty = form !== null && savedForm !== null && (!same(form, savedForm) || confirmAccount !== '')

  // First the stored document (or an unsaved draft of this device); later, while nothing is being edited,
  // every new version of it (saved on another device, pulled).
  useEffect(() => {
    if (current === undefined || !userId) return
    if (form === null) {
      const draft = readDraft(userId)
      const saved = settingsFromRow(current)
      if (draft && !same(draft.form, saved)) {
        setEdit((e) => startEdit(e, { base: draft.base ?? current, form: draft.form }))
        setConfirmAccount(draft.confirmAccount)
        setDraftRestored(true)
      } else {
        setEdit((e) => startEdit(e, { base: current, form: saved }))
      }
    } else if (!dirty && current !== base) {
      setEdit((e) => followStored(e, form, current))
    }
  }, [current, userId, form, dirty, base])

  // Every edit is kept on this device until it is saved, so closing the tab loses nothing.
  useEffect(() => {
    if (!userId || !form || !savedForm) return
    if (dirty) writeDraft(userId, { form, confirmAccount, base })
    else clearDraft(userId)
  }, [userId, form, savedForm, confirmAccount, dirty, base])

  const savedAccount = savedForm?.bank_details.account_number ?? ''
  const errors: SettingsErrors = useMemo(
    () => (form ? validateSettings(form, confirmAccount, savedAccount, localToday()) : {}),
    [form, confirmAccount, savedAccount],
  )
  const visibleError = useCallback(
    (path: string) => (submitted || touched.has(path) ? errors[path] : undefined),
    [errors, submitted, touched],
  )

  const update = useCallback((patch: Partial<SettingsForm> | ((f: SettingsForm) => SettingsForm)) => {
    setEdit((e) =>
      e.form ? { ...e, form: typeof patch === 'function' ? patch(e.form) : { ...e.form, ...patch } } : e,
    )
    setSave((s) => (s.kind === 'failed' || s.kind === 'invalid' ? { kind: 'idle' } : s))
  }, [])
  const touch = useCallback((path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))), [])

  const reset = useCallback((to: Row | null) => {
    setEdit({ base: to, form: settingsFromRow(to) })
    setConfirmAccount('')
    setTouched(new Set())
    setSubmitted(false)
    setDraftRestored(false)
  }, [])

  const discardDraft = useCallback(() => {
    if (userId) clearDraft(userId)
    reset(current ?? null)
  }, [userId, current, reset])

  const submit = useCallback(async (): Promise<boolean> => {
    if (!form || !userId || readOnly) return false
    setSubmitted(true)
    const count = Object.keys(errors).length
    if (count > 0) {
      setSave({ kind: 'invalid', count })
      return false
    }
    setSave({ kind: 'saving' })
    try {
      const before = settingsToRow(settingsFromRow(base), userId, base)
      const patch = settingsPatch(before, settingsToRow(form, userId, base)) as SettingsPatch
      const saved = (await saveSettings(db.settings, userId, patch, writer)) as unknown as Row
      clearDraft(userId)
      reset(saved)
      setSave({ kind: 'idle' })
      toast({ title: t('saved'), description: navigator.onLine ? t('savedText') : t('savedWaitingText') })
      if (navigator.onLine) {
        void removeUnusedImages(userId, imageUrls(base), imageUrls(saved)).catch(() => undefined)
      }
      return true
    } catch (e) {
      setSave({ kind: 'failed', message: e instanceof Error ? e.message : String(e) })
      return false
    }
  }, [form, userId, readOnly, errors, base, db, writer, reset, t])

  return {
    form,
    /** The stored settings as the form started from them (fy_counters, saved images). */
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
    /** The saved settings have not reached the server yet. */
    waiting,
    draftRestored,
    discardDraft,
    readOnly,
    /** Read-only because only the company's owner changes its settings (not the account's validity). */
    notOwner,
    userId,
  }
}

export type SettingsEditor = ReturnType<typeof useSettingsEditor>
