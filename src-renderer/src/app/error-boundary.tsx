import { Component, type ReactNode } from 'react';
import { ErrorState } from '../ui/states.tsx';

/** A view that throws shows its error and a way back, instead of a blank window. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return <ErrorState title="This view failed" message={this.state.error.message} onRetry={() => this.setState({ error: undefined })} />;
    }
    return this.props.children;
  }
}
