import { describe, expect, it } from 'vitest';
import { CONTRACT, type RouteName } from '#shared/contract/index.ts';
import { contractProblem } from './response-check.ts';

const route = (name: RouteName) => ({ name, decl: CONTRACT[name] });

const whoami = { id: 'k', name: 'Demo', kind: 'customer', teamId: 't' };
const error = (status: number) => JSON.stringify({ error: true, url: 'http://127.0.0.1/x', statusCode: status, statusMessage: 'Unauthorized', message: 'Invalid authentication token.' });

describe('checking a live response against its declaration', () => {
  it('passes a response exactly as declared', () => {
    expect(contractProblem(route('whoami'), 200, 'application/json', JSON.stringify(whoami))).toBeUndefined();
    expect(contractProblem(route('whoami'), 401, 'application/json', error(401))).toBeUndefined();
  });

  it('fails an undocumented field, a wrong type, an undocumented status and a wrong media type', () => {
    expect(contractProblem(route('whoami'), 200, 'application/json', JSON.stringify({ ...whoami, secret: 'x' }))).toMatch(/whoami 200 does not match its schema: \(root\): Unrecognized key\(s\) in object: 'secret'/);
    expect(contractProblem(route('whoami'), 200, 'application/json', JSON.stringify({ ...whoami, kind: 'admin' }))).toMatch(/kind: Invalid enum value/);
    expect(contractProblem(route('whoami'), 409, 'application/json', error(409))).toBe('status 409 is not documented for whoami');
    expect(contractProblem(route('whoami'), 200, 'text/html', '<p>')).toMatch(/should be JSON/);
    expect(contractProblem(route('whoami'), 401, 'application/json', JSON.stringify({ message: 'nope' }))).toMatch(/does not match its schema/);
  });

  it('checks the statuses of the route, and answers of no route for the common error body', () => {
    expect(contractProblem(route('createHtmlRecipient'), 503, 'application/json', error(503))).toBeUndefined();
    // (503 is documented on every API route since sandbox faults can answer it; 409 is not, for listing campaigns.)
    expect(contractProblem(route('campaignsList'), 409, 'application/json', error(409))).toBe('status 409 is not documented for campaignsList');
    expect(contractProblem(undefined, 404, 'application/json', JSON.stringify({ oops: true }))).toBe('an error that is not the common error body');
  });

  it('holds a file to the media types its route declares (a client generated from the document expects no other)', () => {
    expect(contractProblem(route('signedFile'), 200, 'application/pdf', '%PDF-')).toBeUndefined();
    expect(contractProblem(route('signedFile'), 200, 'image/png', '')).toBeUndefined();
    expect(contractProblem(route('signedFile'), 200, 'application/octet-stream', '')).toBe('signedFile 200 should be application/pdf or image/png, got application/octet-stream');
    expect(contractProblem(route('hostedAsset'), 200, 'font/woff2', '')).toBeUndefined();
    expect(contractProblem(route('apiReferenceAsset'), 200, 'text/css; charset=utf-8', '')).toBeUndefined();
    expect(contractProblem(route('recipientPreview'), 200, 'application/pdf', '')).toMatch(/should be image\/png, got application\/pdf/);
  });
});
