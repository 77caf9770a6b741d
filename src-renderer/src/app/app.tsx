import { useEffect } from 'react';
import { useServerEvents } from '../api/server-events.ts';
import { useConnection } from '../stores/connection-store.ts';
import { Toasts } from '../ui/toasts.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { Nav } from './nav.tsx';
import { Routes } from './routes.tsx';
import { StatusBar } from './status-bar.tsx';

export function App() {
  const load = useConnection((state) => state.load);
  useServerEvents();
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="shell">
      <Nav />
      <main className="main">
        <ErrorBoundary>
          <Routes />
        </ErrorBoundary>
      </main>
      <StatusBar />
      <Toasts />
    </div>
  );
}
