import type { RecipientInput } from '#shared/schemas/recipients.ts';
import type { CoreContext } from '#core/wiring/context.ts';
import { type AttachmentRow, type AttachmentSlotRow, findAttachment, setRecipientAttachments } from '#core/db/attachments-repo.ts';
import type { Db } from '#core/db/connection.ts';
import { setAttachmentPages } from '#core/db/recipients-repo.ts';
import type { CampaignRow } from '#core/db/campaigns-repo.ts';
import type { Issue } from '#shared/issue-tree.ts';
import { lookupAttachment } from './attachment-store.ts';

export interface ResolvedAttachments {
  slots: { slot: number; attachment: AttachmentRow }[];
  pages: number;
}

/**
 * A recipient's attachments: each campaign slot takes the recipient's override
 * (by array index; null keeps the slot's default) or the campaign default; a
 * required slot left empty is a validation issue.
 */
export function resolveAttachments(
  core: CoreContext,
  campaign: CampaignRow,
  slots: readonly AttachmentSlotRow[],
  input: RecipientInput,
  base: (string | number)[],
): { resolved: ResolvedAttachments; issues: Issue[] } {
  const overrides = input.attachments ?? [];
  const issues: Issue[] = [];
  const resolved: ResolvedAttachments = { slots: [], pages: 0 };
  if (overrides.length > 0 && campaign.frequency !== 'oneTime') {
    return { resolved, issues: [{ path: [...base, 'attachments'], message: 'Attachments apply to one-time campaigns' }] };
  }
  if (overrides.length > slots.length) {
    issues.push({ path: [...base, 'attachments'], message: `The campaign has ${slots.length} attachment slot(s)` });
  }
  for (const slot of slots) {
    const override = overrides[slot.slot];
    let chosen: AttachmentRow | undefined;
    if (override) {
      const found = lookupAttachment(core, campaign.team_id, campaign.id, override.url);
      if (!found.ok) {
        issues.push({ path: [...base, 'attachments', slot.slot, 'url'], message: found.message });
        continue;
      }
      chosen = found.attachment;
    } else if (slot.default_attachment_id) {
      chosen = findAttachment(core.db, slot.default_attachment_id);
    }
    if (!chosen) {
      if (slot.required === 1) issues.push({ path: [...base, 'attachments', slot.slot], message: `Attachment slot ${slot.slot} is required and has no attachment or campaign default` });
      continue;
    }
    resolved.slots.push({ slot: slot.slot, attachment: chosen });
    resolved.pages += chosen.page_count;
  }
  return { resolved, issues };
}

/** Stores a new recipient's resolved attachments and the page count they are charged by. */
export function saveRecipientAttachments(db: Db, recipientId: string, resolved: ResolvedAttachments): void {
  setRecipientAttachments(db, recipientId, resolved.slots.map((s) => ({ slot: s.slot, attachmentId: s.attachment.id })));
  setAttachmentPages(db, recipientId, resolved.pages);
}
