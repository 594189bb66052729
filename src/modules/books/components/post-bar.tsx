// The foot of every books form: Post (Ctrl+S, shown and announced), busy while the number is taken, and the
// way back without posting.
import { Check } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/ui/button'
import { Kbd, shortcutProps } from '@/ui/use-shortcut'

export function PostBar({
  posting,
  disabled,
  labels,
  back,
}: {
  posting: boolean
  disabled: boolean
  labels: { post: string; posting: string; cancel: string }
  back: string
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={posting || disabled} aria-busy={posting} {...shortcutProps('Mod+S')}>
        <Check aria-hidden="true" />
        {posting ? labels.posting : labels.post}
        <Kbd shortcut="Mod+S" />
      </Button>
      <Link to={back} className="text-sm text-brand-700 hover:underline">
        {labels.cancel}
      </Link>
    </div>
  )
}
