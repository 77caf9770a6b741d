import { describe, expect, it } from 'vitest';
import { earlyAssembly } from './early-assembly.ts';

const bytes = (n: number) => new Uint8Array([n]);
const joined = async (pdfs: readonly Uint8Array[]) => new Uint8Array(pdfs.flatMap((p) => [...p]));

describe('earlyAssembly', () => {
  it('assembles once every side has its PDF, and answers with that document', async () => {
    const calls: number[][] = [];
    const early = earlyAssembly(2, (pdfs) => {
      calls.push(pdfs.map((p) => p[0] ?? -1));
      return joined(pdfs);
    });
    const front = bytes(1);
    const back = bytes(2);
    early.add(1, back);
    expect(calls).toEqual([]);
    early.add(0, front);
    expect(calls).toEqual([[1, 2]]);
    expect([...(await early.result([front, back]))]).toEqual([1, 2]);
    expect(calls).toHaveLength(1);
  });

  it('assembles anew when the PDFs differ from those it started on (a side rendered again)', async () => {
    const early = earlyAssembly(1, joined);
    early.add(0, bytes(1));
    expect([...(await early.result([bytes(7)]))]).toEqual([7]);
  });

  it('assembles at the end when the engine never told of a PDF', async () => {
    const early = earlyAssembly(2, joined);
    expect([...(await early.result([bytes(3), bytes(4)]))]).toEqual([3, 4]);
  });

  it('leaves no unhandled rejection when an early assembly fails, and answers with its failure when asked', async () => {
    const early = earlyAssembly(1, () => Promise.reject(new Error('bad PDF')));
    const pdf = bytes(1);
    early.add(0, pdf);
    await new Promise((resolve) => setTimeout(resolve, 10)); // vitest fails the file on an unhandled rejection
    await expect(early.result([pdf])).rejects.toThrow('bad PDF');
  });
});
