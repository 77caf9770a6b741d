import { Link, Redirect, useParams } from 'wouter';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { EmptyState } from '#renderer/ui/states.tsx';
import { Tab, TabList, TabPanel, Tabs } from '#renderer/ui/tabs.tsx';
import { ClockView } from './clock/clock-view.tsx';
import { FaultsView } from './faults/faults-view.tsx';
import { RequestLogView } from './request-log/request-log-view.tsx';
import { SandboxView } from './sandbox/sandbox-view.tsx';
import { StateView } from './state/state-view.tsx';
import { TeamPicker } from './team-picker.tsx';
import { WebhooksView } from './webhooks/webhooks-view.tsx';
import './console.css';

const TABS = [
  { id: 'requests', label: 'Requests', view: RequestLogView, subtitle: 'What your app sent and what Inkpost answered, live.' },
  { id: 'webhooks', label: 'Webhooks', view: WebhooksView, subtitle: 'Subscriptions, every delivery attempt, signatures, and a built-in receiver.' },
  { id: 'sandbox', label: 'Sandbox', view: SandboxView, subtitle: "The team's billing, switches, product keys, fulfilment and QR scans. Changes take effect in the API at once." },
  { id: 'faults', label: 'Faults', view: FaultsView, subtitle: 'Make requests fail or arrive late, and webhook deliveries time out or arrive twice.' },
  { id: 'clock', label: 'Clock', view: ClockView, subtitle: 'Move time forward: subscription cycles, link expiry, webhook retries.' },
  { id: 'state', label: 'State', view: StateView, subtitle: 'Reset, export and import the whole sandbox, and seed scenarios.' },
] as const;

/** The developer console: one view per tab, all on the team picked at the top. */
export function ConsolePage() {
  const { tab } = useParams<{ tab?: string }>();
  if (!tab) return <Redirect to="/console/requests" replace />;
  const current = TABS.find((entry) => entry.id === tab);
  if (!current) {
    return (
      <div className="page">
        <EmptyState title="No such console view" testId="not-found" action={<Link href="/console/requests" className="btn">Open the request log</Link>} />
      </div>
    );
  }
  const View = current.view;
  return (
    <div className="page page--wide console">
      <PageHeader title="Console" subtitle={current.subtitle}>
        <TeamPicker />
      </PageHeader>
      {/* Each tab is an address (/console/<tab>): the app's RouterProvider follows a tab's href. */}
      <Tabs selectedKey={current.id}>
        <TabList label="Console">
          {TABS.map((entry) => (
            <Tab key={entry.id} id={entry.id} href={`/console/${entry.id}`} testId={`console-tab-${entry.id}`}>
              {entry.label}
            </Tab>
          ))}
        </TabList>
        {/* One panel per tab: React Aria keeps a panel's first DOM id, so a panel that changed tabs would point at the old one. */}
        <TabPanel key={current.id} id={current.id}>
          <View />
        </TabPanel>
      </Tabs>
    </div>
  );
}
