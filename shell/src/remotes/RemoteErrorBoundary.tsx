import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  resetKey: number;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: number | null;
}

/** Last line of defence: whatever a remote throws while loading or rendering stays inside it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new attempt clears the error shown for the previous one.
    if (state.failedAt !== null && props.resetKey !== state.failedAt) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedAt: this.props.resetKey });
    console.error('[shell] a remote failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return this.props.fallback(this.state.error);
    return this.props.children;
  }
}
