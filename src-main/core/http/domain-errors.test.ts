import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ConflictError, DomainError, ForbiddenError, InvalidInputError, InvalidStateError, NotFoundError, ValidationError } from '../base/error-kinds.ts';
import { domainErrorResponse } from './domain-errors.ts';

/** Answers GET /x by throwing `error`, with the mapper as the app's error handler. */
async function responseTo(error: DomainError) {
  const app = new Hono();
  app.get('/x', () => {
    throw error;
  });
  app.onError((err, c) => (err instanceof DomainError ? domainErrorResponse(c, err) : c.text('not a domain error', 500)));
  const res = await app.request('http://localhost/x');
  return { status: res.status, body: (await res.json()) as unknown };
}

const body = (statusCode: number, statusMessage: string, message: string, data?: unknown) => ({
  error: true,
  url: 'http://localhost/x',
  statusCode,
  statusMessage,
  message,
  ...(data === undefined ? {} : { data }),
});

describe('domain errors as HTTP responses', () => {
  it('404s NotFoundError with its message and no data', async () => {
    expect(await responseTo(new NotFoundError('Campaign not found'))).toEqual({ status: 404, body: body(404, 'Not Found', 'Campaign not found') });
  });

  it('409s ConflictError, with its data when it has any', async () => {
    expect(await responseTo(new ConflictError('Duplicate', { id: 'w1', status: 'active' }))).toEqual({
      status: 409,
      body: body(409, 'Conflict', 'Duplicate', { id: 'w1', status: 'active' }),
    });
    const bare = await responseTo(new ConflictError('Gone'));
    expect(bare.body).toEqual(body(409, 'Conflict', 'Gone'));
    expect(bare.body).not.toHaveProperty('data');
  });

  it('403s ForbiddenError, keeping data.campaign_id', async () => {
    expect(await responseTo(new ForbiddenError('Recurring campaigns are not enabled for this team', { campaign_id: 'c1' }))).toEqual({
      status: 403,
      body: body(403, 'Forbidden', 'Recurring campaigns are not enabled for this team', { campaign_id: 'c1' }),
    });
  });

  it("400s InvalidStateError with its own message and data ('Failed to create recipients')", async () => {
    expect(await responseTo(new InvalidStateError('Failed to create recipients', { campaign_id: 'c1', reason: 'The campaign is paused' }))).toEqual({
      status: 400,
      body: body(400, 'Bad Request', 'Failed to create recipients', { campaign_id: 'c1', reason: 'The campaign is paused' }),
    });
  });

  it('400s InvalidInputError with its message and no data', async () => {
    expect(await responseTo(new InvalidInputError('The upload is empty'))).toEqual({ status: 400, body: body(400, 'Bad Request', 'The upload is empty') });
  });

  it("400s ValidationError as 'Validation error' with the nested _errors tree", async () => {
    const tree = { _errors: [], data: { _errors: [], 0: { _errors: [], first_name: { _errors: ['Required'] } } } };
    expect(await responseTo(ValidationError.of([{ path: ['data', 0, 'first_name'], message: 'Required' }]))).toEqual({
      status: 400,
      body: body(400, 'Bad Request', 'Validation error', tree),
    });
    expect((await responseTo(ValidationError.field('url', 'Must be HTTPS'))).body).toEqual(body(400, 'Bad Request', 'Validation error', { _errors: [], url: { _errors: ['Must be HTTPS'] } }));
    expect((await responseTo(new ValidationError(tree))).body).toEqual(body(400, 'Bad Request', 'Validation error', tree));
  });
});
