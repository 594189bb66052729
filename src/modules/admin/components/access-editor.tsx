import type { AccessLevel, Feature } from '@schemas/access'
import { Button } from '@/ui/button'
import { useAdminStrings } from '../admin-strings'
import { LEVEL_CHOICES, levelOf, setLevel, type LevelChoice } from '../domain/users'

type AccessEditorProps = {
  /** The features to offer: those whose module is built (the app's module registry), in its order. */
  features: readonly Feature[]
  access: Partial<Record<string, AccessLevel>>
  onAccess: (access: Partial<Record<string, AccessLevel>>) => void
  /** The most that may be given per module (the company owner's own access): higher levels are not offered. */
  cap?: Partial<Record<string, AccessLevel>>
  /** Prefix of the radio groups' names, unique on the page. */
  name?: string
}

const RANK: Record<LevelChoice, number> = { none: 0, read: 1, write: 2, full: 3 }

/** The choices of a module under the cap. */
function choicesFor(cap: AccessEditorProps['cap'], feature: string): readonly LevelChoice[] {
  if (!cap) return LEVEL_CHOICES
  const max = RANK[cap[feature] ?? 'none']
  return LEVEL_CHOICES.filter((l) => RANK[l] <= max)
}

/** One radio group per built module (none/read/write/full) and "set all" buttons. */
export function AccessEditor({ features, access, onAccess, cap, name = 'access' }: AccessEditorProps) {
  const t = useAdminStrings()
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-labelledby={`${name}-set-all`}>
        <span id={`${name}-set-all`} className="text-sm text-ink-soft">
          {t('setAll')}
        </span>
        {LEVEL_CHOICES.map((level) => (
          <Button
            key={level}
            variant="secondary"
            size="sm"
            onClick={() =>
              onAccess(
                features.reduce((acc, f) => {
                  const allowed = choicesFor(cap, f)
                  return setLevel(acc, f, allowed.includes(level) ? level : (allowed.at(-1) ?? 'none'))
                }, access),
              )
            }
          >
            {t(`level_${level}`)}
          </Button>
        ))}
      </div>
      <div className="mt-3 divide-y divide-line rounded-lg border border-line">
        {features.map((feature) => {
          const current = levelOf(access, feature)
          const choices = choicesFor(cap, feature)
          return (
            <fieldset key={feature} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <legend className="float-left text-sm font-medium text-ink">{t(`feature_${feature}`)}</legend>
              <div className="flex gap-1">
                {choices.map((level) => (
                  <label
                    key={level}
                    className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border border-control px-2 text-xs sm:min-h-8 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`${name}-${feature}`}
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
