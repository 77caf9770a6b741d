import { FileText, Mail, Palette, PenLine, Plug, Send, Settings, Terminal } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useRoute } from 'wouter';

interface NavItem {
  path: string;
  label: string;
  testId: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

const WORK: NavItem[] = [
  { path: '/designs', label: 'Designs', testId: 'nav-designs', icon: Palette },
  { path: '/campaigns', label: 'Campaigns', testId: 'nav-campaigns', icon: Mail },
  { path: '/templates', label: 'Templates', testId: 'nav-templates', icon: FileText },
  { path: '/handwriting', label: 'Handwriting', testId: 'nav-handwriting', icon: PenLine },
];
const DEVELOPER: NavItem[] = [
  { path: '/api', label: 'Embedded API', testId: 'nav-connect', icon: Plug },
  { path: '/console', label: 'Console', testId: 'nav-console', icon: Terminal },
  { path: '/settings', label: 'Settings', testId: 'nav-settings', icon: Settings },
];

function NavLink({ item }: { item: NavItem }) {
  const [active] = useRoute(`${item.path}/*?`);
  const Icon = item.icon;
  return (
    <Link href={item.path} className="nav-link" aria-current={active ? 'page' : undefined} data-testid={item.testId}>
      <Icon size={18} aria-hidden />
      {item.label}
    </Link>
  );
}

export function Nav() {
  return (
    <nav className="sidebar" aria-label="Main">
      <div className="sidebar__brand">
        <span className="sidebar__mark" aria-hidden>
          <Send size={16} />
        </span>
        Inkpost
      </div>
      {WORK.map((item) => (
        <NavLink key={item.path} item={item} />
      ))}
      <div className="nav-section" id="nav-developer">
        Developer
      </div>
      {DEVELOPER.map((item) => (
        <NavLink key={item.path} item={item} />
      ))}
    </nav>
  );
}
