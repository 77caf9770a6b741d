import { faultable } from '#shared/contract/define.ts';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { requireTeam } from '#core/domain/teams.ts';
import { ValidationError } from '#core/base/error-kinds.ts';
import { faultView } from '#core/sandbox/fault-words.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';
import { HttpError } from '../errors.ts';

/** Faults on demand: listed, added, removed. */
export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'faultsList', () => ({ status: 200, body: core.faults.list().map(faultView) }));

  implement(app, core, 'faultsCreate', ({ body }) => {
    const decl = CONTRACT[body.route as RouteName];
    if (body.route !== '*' && (!decl || !faultable(decl))) {
      throw new ValidationError({ _errors: [], route: { _errors: [`Not a route faults apply to: name one of the API's routes (operationId, such as campaignsList) or '*'`] } });
    }
    if (body.teamId) requireTeam(core.db, body.teamId);
    return { status: 201, body: faultView(core.faults.add(body)) };
  });

  implement(app, core, 'faultsDelete', ({ params }) => {
    if (!core.faults.remove(params.faultId)) throw new HttpError(404, 'Fault not found');
    return { status: 204 };
  });

  implement(app, core, 'faultsClear', () => {
    core.faults.clear();
    return { status: 204 };
  });
}
