import { ChevronDown, ChevronRight } from 'lucide-react'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { JsonTree } from '../../../workers/text/json.options'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { CopyButton } from '@/ui/copy-button'
import {
  allContainers,
  EXPAND_ALL_LIMIT,
  indexTree,
  isContainer,
  jsonPath,
  keyLabel,
  valuePreview,
  visibleRows,
} from './logic'
import { useJsonStrings } from './strings'

const ROW_HEIGHT = 28
const VIEW_ROWS = 14
const OVERSCAN = 8
/** Browsers cap an element's height (about 33 million px in Chromium); taller lists scroll scaled. */
const MAX_SCROLL_PX = 8_000_000

type Props = { text: string; tree: JsonTree }

/**
 * A keyboard-driven tree (WAI-ARIA tree pattern with levels, set sizes and positions) that draws only the
 * rows in view: a document of a million values scrolls as smoothly as one of ten.
 */
export function JsonTreeView({ text, tree }: Props) {
  const t = useJsonStrings()
  const index = useMemo(() => indexTree(tree), [tree])
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([0]))
  const rows = useMemo(() => visibleRows(tree, expanded), [tree, expanded])
  const [active, setActive] = useState(0)
  const [scrollTop, setScrollTop] = useState(0)
  const viewport = useRef<HTMLDivElement>(null)
  const focusAfterRender = useRef(false)
  const activeRow = Math.max(0, rows.indexOf(active))

  // One pixel of scrolling moves `1 / pxPerRow` rows: ROW_HEIGHT normally, less for huge lists, whose
  // rows are then drawn relative to the viewport instead of at their own offset.
  const pxPerRow = Math.min(ROW_HEIGHT, MAX_SCROLL_PX / Math.max(rows.length, 1))
  const topRow = scrollTop / pxPerRow
  const first = Math.max(0, Math.floor(topRow) - OVERSCAN)
  const last = Math.min(rows.length, Math.ceil(topRow) + VIEW_ROWS + OVERSCAN)

  useLayoutEffect(() => {
    if (!focusAfterRender.current) return
    focusAfterRender.current = false
    viewport.current?.querySelector<HTMLElement>(`[data-node="${active}"]`)?.focus({ preventScroll: true })
  })

  // A new document starts folded at the root.
  useEffect(() => {
    setExpanded(new Set([0]))
    setActive(0)
    setScrollTop(0)
    if (viewport.current) viewport.current.scrollTop = 0
  }, [tree])

  function moveTo(row: number) {
    const target = Math.max(0, Math.min(rows.length - 1, row))
    const node = rows[target]!
    setActive(node)
    focusAfterRender.current = true
    const box = viewport.current
    if (!box) return
    const visibleRows = box.clientHeight / ROW_HEIGHT
    const current = box.scrollTop / pxPerRow
    if (target < current) box.scrollTop = target * pxPerRow
    else if (target + 1 > current + visibleRows) box.scrollTop = (target + 1 - visibleRows) * pxPerRow
    setScrollTop(box.scrollTop)
  }

  function toggle(node: number, open?: boolean) {
    if (!isContainer(tree, node)) return
    const next = new Set(expanded)
    if (open ?? !next.has(node)) next.add(node)
    else next.delete(node)
    setExpanded(next)
  }

  function onKeyDown(event: KeyboardEvent) {
    const node = active
    const container = isContainer(tree, node) && tree.children[node]! > 0
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeRow + 1)
        break
      case 'ArrowUp':
        moveTo(activeRow - 1)
        break
      case 'Home':
        moveTo(0)
        break
      case 'End':
        moveTo(rows.length - 1)
        break
      case 'PageDown':
        moveTo(activeRow + VIEW_ROWS)
        break
      case 'PageUp':
        moveTo(activeRow - VIEW_ROWS)
        break
      case 'ArrowRight':
        if (container && !expanded.has(node)) toggle(node, true)
        else if (container) moveTo(activeRow + 1)
        break
      case 'ArrowLeft':
        if (container && expanded.has(node)) toggle(node, false)
        else if (tree.parent[node]! >= 0) moveTo(rows.indexOf(tree.parent[node]!))
        break
      case 'Enter':
      case ' ':
        toggle(node)
        break
      default:
        return
    }
    event.preventDefault()
  }

  const canExpandAll = tree.count <= EXPAND_ALL_LIMIT
  const rendered = []
  for (let r = first; r < last; r++) {
    const node = rows[r]!
    const container = isContainer(tree, node)
    const open = expanded.has(node)
    const parent = tree.parent[node]!
    const key = keyLabel(text, tree, node)
    const label = parent < 0 ? t('root') : (key ?? String(index.position[node]))
    const preview = valuePreview(text, tree, node)
    const count =
      preview.count === undefined
        ? ''
        : preview.kind === 'object'
          ? t('keys', { count: preview.count })
          : t('items', { count: preview.count })
    rendered.push(
      <div
        key={node}
        role="treeitem"
        data-node={node}
        aria-level={index.level[node]! + 1}
        aria-setsize={parent < 0 ? 1 : tree.children[parent]}
        aria-posinset={index.position[node]! + 1}
        aria-expanded={container && tree.children[node]! > 0 ? open : undefined}
        aria-selected={node === active}
        tabIndex={node === active ? 0 : -1}
        onClick={() => {
          setActive(node)
          toggle(node)
        }}
        className={cn(
          'absolute left-0 flex w-full cursor-default items-center gap-1 truncate pr-2 font-mono text-sm whitespace-pre focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          node === active ? 'bg-brand-50' : 'hover:bg-muted',
        )}
        style={{
          top: scrollTop + (r - topRow) * ROW_HEIGHT,
          height: ROW_HEIGHT,
          paddingLeft: `${0.25 + Math.min(index.level[node]!, 40) * 1.1}rem`,
        }}
      >
        {container && tree.children[node]! > 0 ? (
          open ? (
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-soft" />
          )
        ) : (
          <span aria-hidden="true" className="inline-block size-4 shrink-0" />
        )}
        <span className={cn(key === null ? 'text-ink-soft' : 'text-brand-800')}>{label}</span>
        <span aria-hidden="true" className="text-ink-soft">
          :
        </span>
        {container ? (
          <span className="text-ink-soft">
            {preview.kind === 'object' ? '{ ' : '[ '}
            {count}
            {preview.kind === 'object' ? ' }' : ' ]'}
          </span>
        ) : (
          <span className={cn('truncate', preview.kind === 'string' ? 'text-green-800' : 'text-blue-800')}>
            {preview.kind === 'string' ? `"${preview.text}"` : preview.text}
          </span>
        )}
      </div>,
    )
  }

  const path = jsonPath(text, tree, index, active)
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={!canExpandAll}
          onClick={() => setExpanded(allContainers(tree, EXPAND_ALL_LIMIT) ?? expanded)}
        >
          {t('expandAll')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setExpanded(new Set([0]))}>
          {t('collapseAll')}
        </Button>
      </div>
      {!canExpandAll ? (
        <p className="text-xs text-ink-soft">{t('expandAllTooMany', { limit: EXPAND_ALL_LIMIT })}</p>
      ) : null}
      <div
        ref={viewport}
        role="tree"
        aria-label={t('tree')}
        aria-describedby="json-tree-hint"
        onKeyDown={onKeyDown}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        className="relative overflow-auto rounded-lg border border-line bg-surface"
        style={{ height: ROW_HEIGHT * VIEW_ROWS }}
      >
        <div
          style={{ height: rows.length * pxPerRow + (ROW_HEIGHT - pxPerRow) * VIEW_ROWS }}
          className="relative min-w-full"
        >
          {rendered}
        </div>
      </div>
      <p id="json-tree-hint" className="text-xs text-ink-soft">
        {t('treeHint')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-ink-soft">{t('path')}:</span>
        <code data-testid="json-path" className="max-w-full truncate rounded bg-muted px-2 py-1 text-sm">
          {path}
        </code>
        <CopyButton text={path} label={t('copyPath')} />
      </div>
    </div>
  )
}
