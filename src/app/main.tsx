// First: catches the install offer and starts the service worker before anything else can miss them.
import './shell/install-capture'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { currentLanguage } from '@/lib/i18n'
import { readLocal } from '@/lib/local-store'
import { beginHydration } from './hydration'
import { AppRoutes } from './router'
import { ErrorBoundary } from './shell/error-boundary'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('AutoBahi: #root is missing from index.html')

const app = (
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>
)

// The static HTML of a public page was rendered in English for its path without a query; hydrate it only
// when that is exactly what this visit shows, otherwise render afresh (a Hindi reader, ?q=, a 404).
const prerendered = container.dataset.prerendered
if (prerendered === window.location.pathname && !window.location.search && currentLanguage() === 'en') {
  beginHydration(prerendered)
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the main
  // thread in one long task; the page is already painted from the prerendered HTML meanwhile.
  startTransition(() => {
    hydrateRoot(container, app)
  })
} else {
  container.replaceChildren()
  delete container.dataset.prerendered
  createRoot(container).render(app)
}

// Feedback written offline on any earlier visit is sent now, wherever the visitor lands.
if (readLocal('feedback.outbox')?.startsWith('[{')) {
  void import('@/modules/feedback/outbox').then((outbox) => outbox.startFeedbackOutbox())
}
