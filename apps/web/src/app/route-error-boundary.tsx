import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from './pages/error-page.tsx';

type Props = { standalone: boolean; path: string; children: ReactNode };
/** Whether drawing failed, and on which path the boundary last drew. */
type State = { failed: boolean; path: string };

/**
 * A page that failed to draw (or whose module failed to load) shows "Internal Server Error" instead of nothing; going
 * to another path draws again, without remounting what did not fail.
 */
class ErrorBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: false, path: props.path };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { standalone, path, children } = this.props;
    return this.state.failed ? <ErrorPage status={500} path={path} standalone={standalone} /> : children;
  }
}

/** The router's error boundaries (decision 29): around the whole shell (`standalone`, drawn without the layout) and
 * around each page, inside the layout. */
export function RouteErrorBoundary({ standalone = false, children }: { standalone?: boolean; children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary standalone={standalone} path={location.pathname}>
      {children}
    </ErrorBoundary>
  );
}
