import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown in place of the children when they fail to render. */
  fallback: ReactNode;
  /** When it changes, the children are tried again (their input changed). */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  hasFailed: boolean;
  resetKey: unknown;
}

/**
 * Keeps a render error in one part of a page to that part: the rest of the page keeps working
 * (one QR code that cannot be drawn must not take its whole list down).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { hasFailed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { hasFailed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { hasFailed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}
