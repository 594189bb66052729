// Renders a public page to HTML at build time (scripts/prerender.mjs), so the static file of each page
// already shows its content: the largest paint needs no JavaScript and the page does not jump when the
// app starts. The browser then hydrates the same tree (main.tsx).
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from './router'
import { ErrorBoundary } from './shell/error-boundary'

/** The page at `url` as HTML for inside #root, with every lazy page and tool resolved. */
export async function renderPageHtml(url: string): Promise<string> {
  const errors: unknown[] = []
  const { prelude } = await prerender(
    <StrictMode>
      <ErrorBoundary>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </ErrorBoundary>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  )
  if (errors.length > 0) throw errors[0]
  return new Response(prelude).text()
}
