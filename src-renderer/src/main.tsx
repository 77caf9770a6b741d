// First: before any schema parses (see the file).
import './zod-without-eval.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#renderer/app/app.tsx';
import { takeLinkToken } from '#renderer/api/browser-session.ts';
// The one UI typeface, bundled (docs/ui.md); then the tokens and the shared styles, most general first.
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/components.css';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    // A local server: errors are real answers, not flaky networks; show them at once.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

takeLinkToken(); // the printed link's one-time token, before the router moves away from it

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
