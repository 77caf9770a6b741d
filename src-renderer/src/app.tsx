import { useEffect } from 'react';
import { ConnectPage } from './pages/connect-page.tsx';
import { useConnection } from './stores/connection-store.ts';

export function App() {
  const load = useConnection((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="app">
      <header className="app__header">
        <h1>Inkpost</h1>
        <span className="app__tagline">Handwritten mail, prepared on your desktop</span>
      </header>
      <main className="app__main">
        <ConnectPage />
      </main>
    </div>
  );
}
