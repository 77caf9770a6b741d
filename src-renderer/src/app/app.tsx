import { useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useServerEvents } from '#renderer/api/server-events.ts';
import { useConnection } from '#renderer/stores/connection-store.ts';
import { Toasts } from '#renderer/ui/toasts.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { Nav } from './nav.tsx';
import { Routes } from './routes.tsx';
import { StatusBar } from './status-bar.tsx';

/** The shell: skip link, sidebar, the current view (caught by the error boundary), status bar, toasts. */
export function App() {
  const load = useConnection((state) => state.load);
  const [location, navigate] = useLocation();
  useServerEvents();
  useEffect(() => {
    void load();
  }, [load]);
  return (
    // React Aria links (menu items, tabs with href) go through wouter instead of reloading the page.
    <RouterProvider navigate={(to) => navigate(to)}>
      <div className="shell">
        <a href="#main" className="btn btn--primary skip-link">
          Skip to the view
        </a>
        <Nav />
        <main className="main" id="main" tabIndex={-1}>
          <ErrorBoundary resetKey={location}>
            <Routes />
          </ErrorBoundary>
        </main>
        <StatusBar />
        <Toasts />
      </div>
    </RouterProvider>
  );
}
