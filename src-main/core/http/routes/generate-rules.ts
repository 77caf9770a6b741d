/**
 * What the generate endpoints share (POST /api/generate/png and the SVG export): the
 * seed taken from the request, the subscription rule, and the usage they record.
 */
import { newRowId } from '#core/base/ids.ts';
import { createHash } from 'node:crypto';
import type { TextBoxBody } from '#shared/schemas/generate-png.ts';
import { toMm, toPt } from '#shared/units.ts';
import { nowIso } from '#core/base/clock.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { findTeam } from '#core/db/teams-repo.ts';
import type { UsageKind } from '#core/db/usage-repo.ts';
import { insertUsageEvent } from '#core/db/usage-repo.ts';
import type { HandwritingSvgRequest } from '#core/engine/handwriting/index.ts';
import { HttpError } from '../errors.ts';

/** Same request, same handwriting: the variation is seeded by the (validated) request itself. */
export function seedOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** The spec answers 500 (not 403) when the account may not render. */
export function assertMayRender(core: CoreContext, teamId: string): void {
  const team = findTeam(core.db, teamId);
  if (!team || team.subscription !== 'active') throw new HttpError(500, 'No active subscription: the generate API needs an active subscription');
  if (team.generate_api !== 1) throw new HttpError(500, 'The generate API is not enabled for this account');
}

/** Preview and final renders both count as subscription usage. */
export function recordRender(core: CoreContext, teamId: string, kind: UsageKind): void {
  insertUsageEvent(core.db, { id: newRowId(), team_id: teamId, kind, quantity: 1, subject_id: null, created_at: nowIso(core.clock) });
}

/** The shared text box fields of a validated body, in the engine's units (mm, pt). */
export function textBoxRequest(body: TextBoxBody): Omit<HandwritingSvgRequest, 'strokeFont'> {
  return {
    content: body.content,
    widthMm: toMm(body.width),
    heightMm: toMm(body.height),
    fontSizePt: body.fontSize === undefined ? undefined : toPt(body.fontSize),
    color: body.color,
    paddingMm: toMm(body.padding),
    textAlign: body.textAlign,
    verticalAlign: body.verticalAlign,
    backgroundColor: body.backgroundColor,
    autoResize: body.autoResize,
  };
}
