import { Component, type ErrorInfo, type ReactNode } from 'react';
import { captureError } from '@/lib/field-reports/capture';

type Props = {
  children: ReactNode;
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** A new value (the location) clears the error. */
  resetKey?: unknown;
};
type State = { failed: boolean; error: unknown; key: unknown };

/** Catches what a part of the tree throws while rendering and shows `fallback` instead. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.key) return null;
    return { failed: false, error: null, key: props.resetKey };
  }

  /**
   * Logged and reported; a chunk that could not be loaded (ChunkLoadError) was reported when it failed
   * (Vite's `vite:preloadError`, src/lib/field-reports/capture.ts), not once more here.
   */
  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    if (!(error instanceof Error && error.name === 'ChunkLoadError'))
      captureError('boundary', error);
  }

  reset = () => this.setState({ failed: false, error: null });

  render() {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
