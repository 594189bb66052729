// First: catches the install offer and starts the service worker before anything else can miss them.
import './shell/install-capture'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './router'
import { ErrorBoundary } from './shell/error-boundary'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('AutoBahi: #root is missing from index.html')

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
)
