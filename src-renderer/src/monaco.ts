// Monaco, lean: the editor API, the HTML tokenizer and the one generic worker
// (no language services, which would pull in megabytes of workers).
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/definitions/html/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

export { monaco };
