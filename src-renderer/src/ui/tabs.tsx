import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type TabsProps as AriaTabsProps } from 'react-aria-components';
import './tabs.css';

/**
 * Tabs (React Aria): arrow keys move between tabs, the panel follows. For views within a view. Give a Tab an
 * `href` to make each tab an address (the console's tabs); the app's RouterProvider follows it.
 */
export function Tabs({ className, ...props }: Omit<AriaTabsProps, 'className'> & { className?: string }) {
  return <AriaTabs {...props} className={['tabs', className].filter(Boolean).join(' ')} />;
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className="tabs__list">
      {children}
    </AriaTabList>
  );
}

export function Tab({ id, children, href, testId }: { id: string; children: ReactNode; href?: string; testId?: string }) {
  return (
    <AriaTab id={id} href={href} className="tabs__tab" data-testid={testId}>
      {children}
    </AriaTab>
  );
}

export function TabPanel({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <AriaTabPanel id={id} className={['tabs__panel', className].filter(Boolean).join(' ')}>
      {children}
    </AriaTabPanel>
  );
}
