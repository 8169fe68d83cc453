import { Component, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';

/** Keeps a rendering fault in the rules list from blanking the page. */
export class RulesErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Alert tone="error">Something went wrong. Please try refreshing the page.</Alert> : this.props.children;
  }
}
