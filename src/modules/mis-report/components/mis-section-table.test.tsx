import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { MisSection } from '../domain/mis-rows'
import { MisSectionTable } from './mis-section-table'

const section: MisSection = {
  id: 'sales',
  rows: [
    {
      key: 'units',
      unit: 'count',
      strong: true,
      values: { month: 3, lastMonth: 2, lastYear: 4, fytd: 10, lastFytd: null },
    },
    {
      key: 'model',
      label: 'Swift VXI',
      sub: true,
      unit: 'count',
      values: { month: 3, lastMonth: 2, lastYear: 4, fytd: 10, lastFytd: 0 },
    },
    {
      key: 'conversion',
      unit: 'bp',
      values: { month: 5000, lastMonth: 5000, lastYear: null, fytd: 2500, lastFytd: 2000 },
    },
  ],
}

// A screen reader reads the table by its headers; the change's arrow is hidden and its way said in words.
describe('MisSectionTable markup', () => {
  it('the month against last month and last year: headers, figures, the change and its way in words', () => {
    const out = renderToStaticMarkup(<MisSectionTable section={section} mode="month" />)
    expect(out).toContain('<h2 id="mis-sales"')
    expect(out).toContain('role="region" aria-labelledby="mis-sales"')
    expect(out).toMatch(/<th scope="col"[^>]*>This month<\/th>/)
    expect(out).toMatch(/<th scope="col"[^>]*>Change vs Same month last year<\/th>/)
    expect(out).toMatch(/<th scope="row"[^>]*>Vehicles retailed<\/th>/)
    expect(out).toMatch(/<th scope="row"[^>]*>Swift VXI<\/th>/)
    expect(out).toContain('<span class="sr-only">up</span>+50.0 %')
    expect(out).toContain('<span class="sr-only">down</span>-25.0 %')
    expect(out).toContain('<span class="sr-only">level</span>0.0 pts')
    expect(out).not.toContain('This year to date')
  })

  it('the year to date against the last: two periods, a change with nothing to compare shown as a dash', () => {
    const out = renderToStaticMarkup(<MisSectionTable section={section} mode="year" />)
    expect(out).toMatch(/<th scope="col"[^>]*>This year to date<\/th>/)
    expect(out).toMatch(/<th scope="col"[^>]*>Last year to date<\/th>/)
    expect(out).not.toContain('Last month')
    expect(out).toContain('<span class="sr-only">up</span>+5.0 pts')
    expect(out).toContain('data-testid="mis-row-units"')
  })
})
