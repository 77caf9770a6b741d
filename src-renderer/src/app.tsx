import { useEffect } from 'react';
import { CampaignsPage } from './pages/campaigns-page.tsx';
import { ConnectPage } from './pages/connect-page.tsx';
import { EditorPage } from './pages/editor-page.tsx';
import { HandwritingPage } from './pages/handwriting-page.tsx';
import { SettingsPage } from './pages/settings-page.tsx';
import { TemplatesPage } from './pages/templates-page.tsx';
import { type Page, pagePath, useRoute } from './router.ts';
import { useConnection } from './stores/connection-store.ts';

const NAV: [Page, string][] = [
  ['connect', 'Embedded API'],
  ['templates', 'Templates'],
  ['campaigns', 'Campaigns'],
  ['editor', 'HTML editor'],
  ['handwriting', 'Handwriting'],
  ['settings', 'Settings'],
];

export function App() {
  const load = useConnection((state) => state.load);
  const [page, go] = useRoute();
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="app">
      <header className="app__header">
        <h1>Inkpost</h1>
        <span className="app__tagline">Handwritten mail, prepared on your desktop</span>
        <nav className="app__nav">
          {NAV.map(([target, label]) => (
            <a
              key={target}
              href={pagePath(target)}
              className={target === page ? 'active' : undefined}
              data-testid={`nav-${target}`}
              onClick={(event) => {
                event.preventDefault();
                go(target);
              }}
            >
              {label}
            </a>
          ))}
        </nav>
      </header>
      <main className="app__main">
        {page === 'connect' && <ConnectPage />}
        {page === 'templates' && <TemplatesPage />}
        {page === 'campaigns' && <CampaignsPage />}
        {page === 'editor' && <EditorPage />}
        {page === 'handwriting' && <HandwritingPage />}
        {page === 'settings' && <SettingsPage />}
      </main>
    </div>
  );
}
