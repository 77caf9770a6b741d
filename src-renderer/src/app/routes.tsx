import { Redirect, Route, Switch } from 'wouter';
import { CampaignsPage } from '#renderer/features/campaigns/campaigns-page.tsx';
import { ConnectPage } from '#renderer/features/connect/connect-page.tsx';
import { ConsolePage } from '#renderer/features/console/index.ts';
import { HandwritingPage } from '#renderer/features/handwriting/handwriting-page.tsx';
import { HandReviewPage } from '#renderer/features/handwriting/own-hand/hand-review-page.tsx';
import { OwnHandsPage } from '#renderer/features/handwriting/own-hand/own-hands-page.tsx';
import { SettingsPage } from '#renderer/features/settings/settings-page.tsx';
import { DesignsPage } from '#renderer/features/designs/designs-page.tsx';
import { StudioPage } from '#renderer/features/studio/studio-page.tsx';
import { TemplatesPage } from '#renderer/features/templates/templates-page.tsx';
import { EmptyState } from '#renderer/ui/states.tsx';

/** Every view by path; the links the API hands out (links.templatesUrl) open the right one. */
export function Routes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/designs" replace />
      </Route>
      <Route path="/editor">
        <Redirect to="/designs" replace />
      </Route>
      <Route path="/api" component={ConnectPage} />
      <Route path="/templates" component={TemplatesPage} />
      <Route path="/campaigns" component={CampaignsPage} />
      <Route path="/designs" component={DesignsPage} />
      <Route path="/designs/:designId" component={StudioPage} />
      <Route path="/handwriting" component={HandwritingPage} />
      <Route path="/handwriting/own" component={OwnHandsPage} />
      <Route path="/handwriting/own/:handId" component={HandReviewPage} />
      <Route path="/settings" component={SettingsPage} />
      <Route path="/console/:tab?" component={ConsolePage} />
      <Route>
        <EmptyState title="Nothing here" testId="not-found">
          This address is not a view of Inkpost.
        </EmptyState>
      </Route>
    </Switch>
  );
}
