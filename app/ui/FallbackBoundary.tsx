import { Component, type ReactNode } from 'react'

/**
 * Shows `fallback` instead of its children when they fail to render: for a part of a page that
 * may fail on its own (a streamed count) without taking the page's error view with it.
 */
export class FallbackBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
