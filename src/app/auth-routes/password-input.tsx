import { Eye, EyeOff } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { Input } from '@/ui/field'
import { useAuthPageStrings } from './auth-page-strings'

/** A password box with a show/hide toggle that keeps its own accessible name and pressed state. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useAuthPageStrings()
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={t('showPassword')}
        aria-pressed={visible}
        aria-controls={props.id}
        title={visible ? t('hidePassword') : t('showPassword')}
        className="absolute top-1/2 right-1 -translate-y-1/2 rounded-md p-2 text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  )
}
