import { Link } from 'wouter';

/** Handwriting's two views: a note in any hand, and a hand of one's own. */
export function HandwritingTabs({ current }: { current: 'note' | 'own' }) {
  return (
    <nav className="handwriting-tabs" aria-label="Handwriting">
      <Link href="/handwriting" className="handwriting-tab" aria-current={current === 'note' ? 'page' : undefined} data-testid="handwriting-tab-note">
        Write a note
      </Link>
      <Link href="/handwriting/own" className="handwriting-tab" aria-current={current === 'own' ? 'page' : undefined} data-testid="handwriting-tab-own">
        Your own hand
      </Link>
    </nav>
  );
}
