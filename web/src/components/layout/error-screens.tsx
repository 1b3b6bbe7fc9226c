import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MSG, T } from '../../i18n/it';
import { StatusScreen } from './status-screen';

const errorDetail = (error: unknown): string => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim() || MSG.unexpected;
  if (error instanceof Error && error.message) return error.message;
  return MSG.unexpected;
};

/** Render failure (spec 01 §2 Error screens): title, text, detail line, "Ricarica Pagina". */
export const ErrorScreen = ({ error }: { error: unknown }) => (
  <StatusScreen
    title={MSG.renderErrorTitle}
    actions={
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {MSG.reloadPage}
      </button>
    }
  >
    <p>{MSG.renderErrorText}</p>
    <p className="screen__detail">{errorDetail(error)}</p>
  </StatusScreen>
);

/** The router's error element: any screen that throws while rendering or loading lands here. */
export const RouteErrorScreen = () => <ErrorScreen error={useRouteError()} />;

/** Emergency restart: clears local and session storage, then reloads. */
export const emergencyRestart = (): void => {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage blocked: reloading is still the best we can do
  }
  window.location.reload();
};

export const FatalScreen = () => (
  <StatusScreen
    tone="danger"
    title={MSG.fatalTitle}
    actions={
      <button type="button" className="btn btn--danger" onClick={emergencyRestart}>
        {T.emergencyRestart}
      </button>
    }
  >
    <p>{T.fatalText}</p>
  </StatusScreen>
);

/** Outermost boundary: catches what escapes the router (providers, the router itself). */
export class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[fatal]', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FatalScreen /> : this.props.children;
  }
}
