// A tile of the day board: a figure and what it is, one link to what it counts (its name says both to a screen
// reader), and a group of them under a heading: two a row even on a phone, so the board is a few screens, not
// twenty tiles one below the other.
import { Link } from 'react-router-dom'
import type { Feature } from '@schemas/access'
import { useDayBoardStrings } from '../day-board-strings'

export type TileSpec = {
  id: string
  feature: Feature | null
  label: string
  /** null while its reads are under way. */
  figure: string | null
  detail?: string
  to: string
  opens: string
}

function Tile({ tile }: { tile: TileSpec }) {
  const t = useDayBoardStrings()
  const figure = tile.figure ?? t('loading')
  const name = tile.detail
    ? t('tileNameDetail', { label: tile.label, figure, detail: tile.detail, opens: tile.opens })
    : t('tileName', { label: tile.label, figure, opens: tile.opens })
  return (
    <li>
      <Link
        to={tile.to}
        aria-label={name}
        aria-busy={tile.figure === null}
        data-testid={`tile-${tile.id}`}
        className="flex h-full flex-col gap-1 rounded-xl border border-line bg-surface p-3 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4"
      >
        <span className="text-sm text-ink-soft">{tile.label}</span>
        <span
          className={
            tile.figure === null
              ? 'text-lg text-ink-soft'
              : 'text-xl font-semibold text-ink tabular-nums [overflow-wrap:anywhere] sm:text-2xl'
          }
          data-testid={`tile-${tile.id}-figure`}
        >
          {figure}
        </span>
        {tile.detail ? <span className="text-sm text-ink">{tile.detail}</span> : null}
      </Link>
    </li>
  )
}

export function Group({ id, title, tiles }: { id: string; title: string; tiles: TileSpec[] }) {
  if (tiles.length === 0) return null
  return (
    <section aria-labelledby={`board-${id}`}>
      <h3 id={`board-${id}`} className="text-base font-semibold text-ink">
        {title}
      </h3>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Tile key={tile.id} tile={tile} />
        ))}
      </ul>
    </section>
  )
}
