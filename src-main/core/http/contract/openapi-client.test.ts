// A client generated from the served document with openapi-typescript, used
// through openapi-fetch: generated-client/flow.ts compiles against it in strict
// mode without a single cast, and its calls (binary ones included) run on a
// live server and get what their generated types say.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { PDFDocument } from 'pdf-lib';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { testCore } from '#core/test-support/test-core.ts';

const FLOW = fileURLToPath(new URL('./generated-client/flow.ts', import.meta.url));
const SCHEMA = join(dirname(FLOW), 'openapi-schema.ts');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** openapi-typescript's own recipe for files: `format: binary` is a Blob. */
const BLOB = ts.factory.createTypeReferenceNode('Blob');
async function generateTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { transform: (schema) => (schema.format === 'binary' ? BLOB : undefined) });
  return astToString(ast);
}

/** Compiles the flow in strict mode, the generated schema served from memory. */
function compile(schema: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noImplicitOverride: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    verbatimModuleSyntax: true,
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === SCHEMA || fileExists.call(host, name);
  host.readFile = (name) => (name === SCHEMA ? schema : readFile.call(host, name));
  host.getSourceFile = (name, language, ...rest) => (name === SCHEMA ? ts.createSourceFile(name, schema, language) : getSourceFile.call(host, name, language, ...rest));
  const program = ts.createProgram([FLOW], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const at = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
    const where = diagnostic.file && at ? ` (${diagnostic.file.fileName.slice(dirname(FLOW).length + 1)}:${at.line + 1})` : '';
    return ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n') + where;
  });
}

/** Casts, non-null assertions and `any` in a source file: the flow must need none. */
function escapes(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2023, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isConst = ts.isAsExpression(node) && ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const';
    if ((ts.isAsExpression(node) && !isConst) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node) || node.kind === ts.SyntaxKind.AnyKeyword) found.push(node.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function onePagePdf(): Promise<Blob> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return new Blob([new Uint8Array(await pdf.save())], { type: 'application/pdf' });
}

describe('a client generated from GET /api/openapi.json (openapi-typescript + openapi-fetch)', () => {
  it('compiles in strict mode without casts and runs a flow with binary bodies', { timeout: 120_000 }, async () => {
    const core = testCore({ workers: false });
    const { url } = await core.listen(0);
    const document = await (await fetch(`${url}/api/openapi.json`)).json();

    expect(escapes(FLOW)).toEqual([]);
    expect(compile(await generateTypes(document))).toEqual([]);

    const { runFlow } = await import(pathToFileURL(FLOW).href);
    const result = await runFlow({
      baseUrl: url,
      customerKey: core.keys.customerKey,
      adminToken: core.keys.adminToken,
      pdf: await onePagePdf(),
      rendered: async () => {
        core.context.jobs.start();
        await core.context.jobs.drain();
      },
      delivered: () => core.context.webhooks.dispatcher.runDue(),
    });

    expect(result.teamId).toBe(core.keys.teamId);
    expect(result.campaign).toMatchObject({ name: 'Typed client', status: 'pending', latest_recipient: null });
    expect(result.firstNameErrors).toEqual(['Required']);
    expect(result.recipient).toMatchObject({ first_name: 'Ada', is_rendered: true });
    const preview = new Uint8Array(await result.preview.arrayBuffer());
    expect([...preview.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect([...new Uint8Array(await result.handwriting.arrayBuffer()).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // The signed links: a PDF and a PNG, each fetched through the declared query and served as one of the declared types.
    const kinds = new Set(result.signedFiles.map((file: { format: string; type: string }) => `${file.format} ${file.type}`));
    expect([...kinds].sort()).toEqual(['pdf application/pdf', 'preview image/png']);
    for (const file of result.signedFiles as { format: string; bytes: Blob }[]) {
      const head = [...new Uint8Array(await file.bytes.arrayBuffer()).subarray(0, 8)];
      if (file.format === 'pdf') expect(String.fromCharCode(...head.slice(0, 5))).toBe('%PDF-');
      else expect(head).toEqual(PNG_SIGNATURE);
    }
    expect(result.plotterSvg).toMatch(/^<\?xml|^<svg/);
    expect(result.attachment).toMatchObject({ filename: 'terms.pdf', page_count: 1 });
    expect(result.checkout).toMatchObject({ status: 'payment_succeeded' });
    expect(result.webhook.secret).toMatch(/^whsec_/);
    expect(result.deliveryFaults).toEqual([null]);
    expect(result.missingCampaign).toMatchObject({ error: true, statusCode: 404, message: 'Campaign not found' });
  });
});
