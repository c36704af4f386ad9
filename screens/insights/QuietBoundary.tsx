import { Component, type ReactNode } from 'react';

/**
 * Renders nothing when what it wraps fails to render: an offer is never worth breaking the page it sits on (the
 * accounts summary must show balances even if the carousel cannot).
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
