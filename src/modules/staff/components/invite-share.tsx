import { MessageCircle, Share2 } from 'lucide-react'
import { Button } from '@/ui/button'
import { CopyButton } from '@/ui/copy-button'
import { inviteShareText, joinLink } from '../domain/staff'
import { useStaffStrings } from '../staff-strings'

type Props = { code: string; name: string; company: string; onDone: () => void }

/** A new (or re-opened) invite: the code, the join link, copy, share and a WhatsApp-ready message. */
export function InviteShare({ code, name, company, onDone }: Props) {
  const t = useStaffStrings()
  const link = joinLink(window.location.origin, code)
  const text = inviteShareText(
    {
      intro: company ? t('shareIntro', { company, name }) : t('shareIntroNoCompany', { name }),
      code: t('shareCode', { code }),
    },
    { company, name, link, code },
  )
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  return (
    <section
      aria-labelledby="invite-share-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="invite-share"
    >
      <h3 id="invite-share-heading" tabIndex={-1} className="text-lg font-semibold text-ink">
        {t('createdHeading', { name })}
      </h3>
      <p className="mt-1 text-sm text-ink">{t('createdText', { name })}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-ink-soft">{t('code')}</dt>
        <dd className="font-mono text-lg font-semibold tracking-wider text-ink" data-testid="invite-code">
          {code}
        </dd>
        <dt className="text-ink-soft">{t('link')}</dt>
        <dd className="min-w-0 break-all text-ink" data-testid="invite-link">
          {link}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <CopyButton text={link} label={t('copyLink')} />
        <CopyButton text={code} label={t('copyCode')} />
        {canShare ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              void navigator.share({ title: t('createdHeading', { name }), text }).catch(() => null)
            }
          >
            <Share2 aria-hidden="true" />
            {t('share')}
          </Button>
        ) : null}
        <a
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-control bg-surface px-3 text-sm font-medium text-ink hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-9"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {t('whatsapp')}
        </a>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </section>
  )
}
