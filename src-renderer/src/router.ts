import { useEffect, useState } from 'react';

export type Page = 'connect' | 'templates' | 'campaigns' | 'editor' | 'handwriting' | 'settings';

const PATHS: Record<Page, string> = { connect: '/', templates: '/templates', campaigns: '/campaigns', editor: '/editor', handwriting: '/handwriting', settings: '/settings' };

function pageOf(pathname: string): Page {
  const found = (Object.keys(PATHS) as Page[]).find((page) => PATHS[page] === pathname.replace(/\/+$/, '') || (page === 'connect' && pathname === '/'));
  return found ?? 'connect';
}

/** The page shown for the current URL; links the API returns (templatesUrl) open the right page. */
export function useRoute(): [Page, (page: Page) => void] {
  const [page, setPage] = useState<Page>(pageOf(window.location.pathname));
  useEffect(() => {
    const onPop = () => setPage(pageOf(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (next: Page) => {
    window.history.pushState(null, '', PATHS[next]);
    setPage(next);
  };
  return [page, go];
}

export const pagePath = (page: Page) => PATHS[page];
