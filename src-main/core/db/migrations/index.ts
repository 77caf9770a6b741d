import type { Migration } from '../migrate.ts';
import { foundation } from './0001-foundation.ts';
import { partnerTemplatesCampaigns } from './0002-partner-templates-campaigns.ts';
import { jobsAndUsage } from './0003-jobs-and-usage.ts';
import { webhooks } from './0004-webhooks.ts';
import { recipients } from './0005-recipients.ts';
import { cartsCheckout } from './0006-carts-checkout.ts';
import { attachments } from './0007-attachments.ts';
import { smartQr } from './0008-smart-qr.ts';
import { subscriptionCycles } from './0009-subscription-cycles.ts';
import { designs } from './0010-designs.ts';
import { htmlWarnings } from './0030-html-warnings.ts';
import { retentionIndexes } from './0031-retention-indexes.ts';
import { jobPriority } from './0032-job-priority.ts';
import { requestLog } from './0033-request-log.ts';
import { requestLogOwnFile } from './0037-request-log-own-file.ts';
import { latestRenderedIndex } from './0038-latest-rendered-index.ts';
import { sandboxFaults } from './0034-sandbox-faults.ts';
import { webhookInspector } from './0035-webhook-inspector.ts';
import { recipientActivity } from './0036-recipient-activity.ts';
import { hands } from './0039-hands.ts';
import { receiverCaps } from './0040-receiver-caps.ts';
import { brandKitsAndStarters } from './0041-brand-kits-and-starters.ts';
import { teamHomeCountry } from './0042-team-home-country.ts';
import { recipientImports } from './0043-recipient-imports.ts';
import { brandLogosAndTeamFonts } from './0044-brand-logos-and-team-fonts.ts';

/** Append-only: add new migrations at the end with the next number (the next is 45). */
export const MIGRATIONS: readonly Migration[] = [foundation, partnerTemplatesCampaigns, jobsAndUsage, webhooks, recipients, cartsCheckout, attachments, smartQr, subscriptionCycles, designs, htmlWarnings, retentionIndexes, jobPriority, requestLog, sandboxFaults, webhookInspector, recipientActivity, requestLogOwnFile, latestRenderedIndex, hands, receiverCaps, brandKitsAndStarters, teamHomeCountry, recipientImports, brandLogosAndTeamFonts];
