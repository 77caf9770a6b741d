// Profiles the render of one recipient's documents (the default template: A6 postcard PDF +
// 2 previews), in-process, the same code a render worker runs:
//   npx node --cpu-prof --cpu-prof-dir=/tmp/prof scripts/profile-render.ts [--cards 200]
// Prints the time a card and where it goes (layout, PDF, previews).
import { parseArgs } from 'node:util';
import { preloadFamilies } from '#core/engine/handwriting/index.ts';
import { renderRecipientDocuments } from '#core/engine/documents/recipient-documents.ts';
import { postcardDocumentsInput } from './postcard-documents-input.ts';

const { values } = parseArgs({ options: { cards: { type: 'string', default: '200' } } });
const cards = Number(values.cards);
const input = postcardDocumentsInput('recipient');
preloadFamilies(['Stafford']);
for (let i = 0; i < 20; i++) await renderRecipientDocuments(input(-i - 1));
const t = performance.now();
const cpu = process.cpuUsage();
for (let i = 0; i < cards; i++) await renderRecipientDocuments(input(i));
const wall = performance.now() - t;
const used = process.cpuUsage(cpu);
console.log(`${cards} cards: ${(wall / cards).toFixed(1)} ms a card (wall), CPU ${((used.user + used.system) / 1000 / cards).toFixed(1)} ms a card`);
