import type { CoreContext } from '#core/wiring/context.ts';
import { implement } from '../contract/implement.ts';
import type { ContractApp } from '../env.ts';

export function registerRoutes(app: ContractApp, core: CoreContext): void {
  implement(app, core, 'whoami', ({ auth }) => ({ status: 200, body: { id: auth.keyId, name: auth.keyName, kind: auth.kind, teamId: auth.teamId } }));
}
