import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPage } from '../pages/error-page'

type Props = { children: ReactNode }
type State = { error: unknown }

/** Catches a page's render error and shows a friendly message with a reload, never a white page.
 * Remount it with a new key (the path) so that leaving the broken page clears the error. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('AutoBahi page error', error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <ErrorPage error={this.state.error} />
    return this.props.children
  }
}
