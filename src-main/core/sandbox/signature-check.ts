import { timingSafeEqual } from 'node:crypto';
import type { VerifyResult } from '#shared/contract/sandbox-receiver.ts';
import type { Db } from '../db/connection.ts';
import { findReceivedMessage } from '../db/receiver-repo.ts';
import { findWebhookDelivery, findWebhookEvent, listAttempts } from '../db/webhook-deliveries-repo.ts';
import { ConflictError, NotFoundError } from '../base/error-kinds.ts';
import { signatureHeader } from '../webhooks/signing.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from '../webhooks/verify-signature.ts';

export interface SignedMaterial {
  timestamp: string;
  signature: string;
  body: string;
}

export interface VerifyInput {
  secret: string;
  deliveryId?: string | undefined;
  attempt?: number | undefined;
  receivedId?: number | undefined;
  timestamp?: string | undefined;
  signature?: string | undefined;
  body?: string | undefined;
}

/** What was signed: a delivery attempt's headers and its event body, a received message, or material pasted in. */
export function signedMaterial(db: Db, input: VerifyInput): SignedMaterial {
  if (input.deliveryId !== undefined) {
    const delivery = findWebhookDelivery(db, input.deliveryId);
    const event = delivery && findWebhookEvent(db, delivery.event_id);
    if (!delivery || !event) throw new NotFoundError('Webhook delivery not found');
    const attempts = listAttempts(db, delivery.id);
    const attempt = input.attempt === undefined ? attempts[attempts.length - 1] : attempts.find((a) => a.number === input.attempt);
    if (!attempt) throw new NotFoundError(input.attempt === undefined ? 'This delivery has not been attempted yet' : 'Attempt not found');
    if (!attempt.request_headers) throw new ConflictError('This attempt was made before Inkpost kept the headers it sent');
    const headers = JSON.parse(attempt.request_headers) as Record<string, string>;
    return { timestamp: headers['x-scribeless-timestamp'] ?? '', signature: headers['x-scribeless-signature'] ?? '', body: event.body };
  }
  if (input.receivedId !== undefined) {
    const message = findReceivedMessage(db, input.receivedId);
    if (!message) throw new NotFoundError('Received message not found');
    const headers = JSON.parse(message.headers) as Record<string, string>;
    return { timestamp: headers['x-scribeless-timestamp'] ?? '', signature: headers['x-scribeless-signature'] ?? '', body: message.body };
  }
  return { timestamp: input.timestamp ?? '', signature: input.signature ?? '', body: input.body ?? '' };
}

/** Recomputes the signature as a receiver does and says what passes and what does not. */
export function checkSignature(secret: string, material: SignedMaterial, nowSeconds: number): VerifyResult {
  const seconds = /^\d{1,12}$/.test(material.timestamp) ? Number(material.timestamp) : Number.NaN;
  const expected = Number.isNaN(seconds) ? '' : signatureHeader(secret, seconds, Buffer.from(material.body, 'utf8'));
  const given = Buffer.from(material.signature);
  const signatureMatches = expected !== '' && given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
  const ageSeconds = Number.isNaN(seconds) ? 0 : nowSeconds - seconds;
  const withinTolerance = !Number.isNaN(seconds) && Math.abs(ageSeconds) <= SIGNATURE_TOLERANCE_SECONDS;
  const reason = Number.isNaN(seconds)
    ? 'No X-Scribeless-Timestamp'
    : !signatureMatches
      ? 'The signature does not match: another secret, or the body was changed'
      : !withinTolerance
        ? `The timestamp is ${Math.abs(ageSeconds)} s from now, outside the ${SIGNATURE_TOLERANCE_SECONDS} s window receivers accept`
        : null;
  return { valid: reason === null, signatureMatches, withinTolerance, reason, timestamp: material.timestamp, ageSeconds, givenSignature: material.signature, expectedSignature: expected };
}
