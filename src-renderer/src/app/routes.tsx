import { Redirect, Route, Switch } from 'wouter';
import { CampaignsPage } from '../features/campaigns/campaigns-page.tsx';
import { ConnectPage } from '../features/connect/connect-page.tsx';
import { ConsolePage } from '../features/console/index.ts';
import { HandwritingPage } from '../features/handwriting/handwriting-page.tsx';
import { HandReviewPage } from '../features/handwriting/own-hand/hand-review-page.tsx';
import { OwnHandsPage } from '../features/handwriting/own-hand/own-hands-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { DesignsPage } from '../features/designs/designs-page.tsx';
import { StudioPage } from '../features/studio/studio-page.tsx';
import { TemplatesPage } from '../features/templates/templates-page.tsx';
import { EmptyState } from '../ui/states.tsx';

/** Every view by path; the links the API hands out (links.templatesUrl) open the right one. */
export function Routes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/designs" replace />
      </Route>
      <Route path="/api" component={ConnectPage} />
      <Route path="/templates" component={TemplatesPage} />
      <Route path="/campaigns" component={CampaignsPage} />
      <Route path="/designs" component={DesignsPage} />
      <Route path="/designs/:designId" component={StudioPage} />
      <Route path="/editor">
        <Redirect to="/designs" replace />
      </Route>
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
