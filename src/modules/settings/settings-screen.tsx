import { CloudOff, Save } from 'lucide-react'
import type { FormEvent } from 'react'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { BankSection } from './components/bank-section'
import { BookingSection } from './components/booking-section'
import { CompanySection } from './components/company-section'
import { CountersSection } from './components/counters-section'
import { ImagesSection } from './components/images-section'
import { InvoiceSection } from './components/invoice-section'
import { TaxSection } from './components/tax-section'
import { WorkshopSection } from './components/workshop-section'
import { useLeaveWarning } from './hooks/use-leave-warning'
import { useSettingsEditor, type SaveState } from './hooks/use-settings-editor'
import { useSettingsStrings } from './settings-strings'

const SECTIONS = [
  ['company', 'secCompany'],
  ['bank', 'secBank'],
  ['images', 'secImages'],
  ['invoice', 'secInvoice'],
  ['tax', 'secTax'],
  ['booking', 'secBooking'],
  ['workshop', 'secWorkshop'],
  ['counters', 'secCounters'],
] as const

function SaveMessage({ save, dirty, waiting }: { save: SaveState; dirty: boolean; waiting: boolean }) {
  const t = useSettingsStrings()
  if (save.kind === 'invalid') {
    return <span className="font-medium text-red-700">{t('fixErrors', { count: save.count })}</span>
  }
  if (save.kind === 'failed') {
    return <span className="font-medium text-red-700">{t('saveFailed', { message: save.message })}</span>
  }
  if (save.kind === 'saving') return <span>{t('saving')}</span>
  if (dirty) return <span className="text-ink-soft">{t('unsaved')}</span>
  return waiting ? (
    <span className="flex items-center gap-1.5 text-ink">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('waiting')}
    </span>
  ) : null
}

/** /settings: every company setting of spec §3 in sections, saved into the settings document on this device
 * (it syncs like any record). */
export function SettingsScreen() {
  const t = useSettingsStrings()
  const editor = useSettingsEditor()
  const { form, base, save, dirty, readOnly, waiting } = editor
  useLeaveWarning(dirty && !readOnly, t('leaveConfirm'))

  if (!form) return <Spinner label={t('loading')} className="min-h-[40vh]" />

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await editor.submit()
    if (!saved) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('#settings-form [aria-invalid="true"]')?.focus(),
      )
    }
  }

  return (
    <div className="mx-auto max-w-4xl pb-28">
      <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-1 text-ink-soft">{t('intro')}</p>
      {readOnly ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-saffron-500 bg-saffron-100 px-3 py-2 text-sm text-ink"
        >
          {editor.notOwner ? t('ownerOnly') : t('readOnly')}
        </p>
      ) : null}
      {editor.draftRestored && !readOnly ? (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-brand-50 px-3 py-2 text-sm text-ink"
        >
          {t('draftRestored')}
          <Button variant="link" size="sm" className="h-auto px-0" onClick={editor.discardDraft}>
            {t('discardDraft')}
          </Button>
        </div>
      ) : null}
      <nav
        aria-label={t('sections')}
        className="sticky top-0 z-10 -mx-4 mt-4 overflow-x-auto border-b border-line bg-page/95 px-4 py-2 backdrop-blur"
      >
        <ul className="flex gap-1 whitespace-nowrap">
          {SECTIONS.map(([id, key]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="block rounded-lg px-3 py-1.5 text-sm font-medium text-ink-soft hover:bg-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form id="settings-form" noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4">
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <CompanySection editor={editor} />
          <BankSection editor={editor} />
          <ImagesSection editor={editor} />
          <InvoiceSection editor={editor} />
          <TaxSection editor={editor} />
          <BookingSection editor={editor} />
          <WorkshopSection editor={editor} />
        </fieldset>
        <div className="mt-6">
          <CountersSection counters={base?.fy_counters} />
        </div>
        {readOnly ? null : (
          // Fixed, not sticky: the layout's <main> scrolls horizontally (overflow-x-auto), which stops sticky
          // children from sticking. lg:left-64 leaves the desktop sidebar free.
          <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 backdrop-blur lg:left-64">
            <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <Button type="submit" disabled={save.kind === 'saving'} data-testid="settings-save">
                <Save aria-hidden="true" />
                {save.kind === 'saving' ? t('saving') : t('save')}
              </Button>
              <p
                role="status"
                aria-live="polite"
                className="min-w-0 flex-1 text-sm"
                data-testid="settings-save-status"
              >
                <SaveMessage save={save} dirty={dirty} waiting={waiting} />
              </p>
            </div>
          </div>
        )}
      </form>
    </div>
  )
}
