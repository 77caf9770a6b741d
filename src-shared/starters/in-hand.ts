/**
 * The design "Use in a design" opens: Inkpost's thank-you postcard (a starter of the gallery),
 * every handwriting block of it, front and back and the address, written in the hand; signed
 * with the sender's name merge field as the starter is ({{senderName}}), its address block kept.
 */
import { escapeHtml } from '../html-text.ts';
import type { CreateDesignInput } from '../schemas/designs.ts';
import { BUNDLED_STARTERS } from './index.ts';

export const HAND_DESIGN_STARTER = 'thank-you-a6-postcard';

/** The side's HTML with every handwriting block (data-hw) in the hand. */
export function inHand(html: string, handName: string): string {
  return html.replace(/ data-hw-font="[^"]*"/g, ` data-hw-font="${escapeHtml(handName)}"`);
}

export function designInHand(handName: string): CreateDesignInput {
  const starter = BUNDLED_STARTERS.find((s) => s.id === HAND_DESIGN_STARTER);
  if (!starter) throw new Error(`The starter ${HAND_DESIGN_STARTER} is not bundled`);
  return {
    name: `Note in ${handName}`,
    product_key: starter.product_key,
    orientation: starter.orientation,
    include_envelope: starter.include_envelope,
    front: { ...starter.front, html: inHand(starter.front.html, handName) },
    back: starter.back ? { ...starter.back, html: inHand(starter.back.html, handName) } : null,
  };
}
