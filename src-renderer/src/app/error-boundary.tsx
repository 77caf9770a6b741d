import { Component, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ErrorState } from '#renderer/ui/states.tsx';

interface Props {
  children: ReactNode;
  /** Leaving the view (a new address) clears the error. */
  resetKey: string;
}

/** A view that throws shows its error and a way back, instead of a blank window. */
export class ErrorBoundary extends Component<Props, { error: Error | undefined; key: string }> {
  override state: { error: Error | undefined; key: string } = { error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | undefined; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="page">
          <ErrorState
            title="This view failed"
            message={this.state.error.message}
            onRetry={() => this.setState({ error: undefined })}
            action={
              <Link href="/designs" className="btn btn--ghost">
                Go to Designs
              </Link>
            }
            testId="view-error"
          />
        </div>
      );
    }
    return this.props.children;
  }
}
