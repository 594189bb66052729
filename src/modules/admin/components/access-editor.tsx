import type { AccessLevel, Feature } from '@/auth/permissions'
import { Button } from '@/ui/button'
import { useAdminStrings } from '../admin-strings'
import { LEVEL_CHOICES, levelOf, setAll, setLevel } from '../domain/users'

type AccessEditorProps = {
  /** The features to offer: those whose module is built (the app's module registry), in its order. */
  features: readonly Feature[]
  access: Partial<Record<string, AccessLevel>>
  onAccess: (access: Partial<Record<string, AccessLevel>>) => void
}

/** One radio group per built module (none/read/write/full) and "set all" buttons. */
export function AccessEditor({ features, access, onAccess }: AccessEditorProps) {
  const t = useAdminStrings()
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby="access-set-all">
        <span id="access-set-all" className="text-sm text-ink-soft">
          {t('setAll')}
        </span>
        {LEVEL_CHOICES.map((level) => (
          <Button
            key={level}
            variant="secondary"
            size="sm"
            onClick={() => onAccess(setAll(access, level, features))}
          >
            {t(`level_${level}`)}
          </Button>
        ))}
      </div>
      <div className="mt-3 divide-y divide-line rounded-lg border border-line">
        {features.map((feature) => {
          const current = levelOf(access, feature)
          return (
            <fieldset key={feature} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <legend className="float-left text-sm font-medium text-ink">{t(`feature_${feature}`)}</legend>
              <div className="flex gap-1">
                {LEVEL_CHOICES.map((level) => (
                  <label
                    key={level}
                    className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-control px-2 text-xs sm:min-h-8 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`access-${feature}`}
                      value={level}
                      checked={current === level}
                      onChange={() => onAccess(setLevel(access, feature, level))}
                    />
                    {t(`level_${level}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )
        })}
      </div>
    </div>
  )
}
