import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/error-screen';

interface State {
  failed: boolean;
}

/**
 * Last line of defence for render errors outside the router (whose own boundary handles pages):
 * without it React would unmount everything and leave a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen status={500} /> : this.props.children;
  }
}
