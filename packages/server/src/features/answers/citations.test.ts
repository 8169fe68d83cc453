import { describe, expect, it } from 'vitest';
import { citationKey } from '@balancer/contract';
import { createSentenceGate, verifyCitations, type CitablePassage } from './citations';

const guid = '3f2a8c1e-1111-4222-8333-944455556666';
const passage: CitablePassage = {
  guid,
  page: 7,
  chunkNumber: 12,
  text: 'Cariprazine is recommended as a  first-line option\nfor acute bipolar I depression.',
};
const passages = new Map([[citationKey({ guid, chunkNumber: 12 }), passage]]);
const cite = (page = 7, chunk = 12) => `***[${guid}, Page ${page}, Chunk ${chunk}]***`;

describe('citation verification', () => {
  it('keeps a citation of a retrieved chunk whose quote is in it (case, spacing and curly quotes aside)', () => {
    const r = verifyCitations(`It is \u201cFirst-line option for acute\u201d ${cite()}.`, passages);
    expect(r).toEqual({ text: `It is \u201cFirst-line option for acute\u201d ${cite()}.`, kept: 1, dropped: 0 });
  });

  it('normalises the variants models write into the one format', () => {
    expect(verifyCitations(`Yes [${guid.toUpperCase()}, Page Number: 7, Chunk 12]`, passages).text).toBe(`Yes ${cite()}`);
  });

  it('removes the sentence of a citation of a chunk that was not retrieved, on the wrong page, or with a quote not in the chunk', () => {
    for (const bad of [`A "recommended" ${cite(7, 13)}.`, `A "recommended" ${cite(8, 12)}.`, `It "cures mania" ${cite()}.`]) {
      const ok = `It is "first-line option" ${cite()}. `;
      expect(verifyCitations(ok + bad, passages)).toEqual({ dropped: 1, kept: 1, text: ok });
    }
  });

  it('checks each quote against the citation that follows it (a citation ends a sentence, as in the stream)', () => {
    const r = verifyCitations(`"first-line option" ${cite()} and "no such words" ${cite()}.`, passages);
    expect(r).toEqual({ text: `"first-line option" ${cite()} `, kept: 1, dropped: 1 });
  });
});

describe('sentence gate for streamed model text', () => {
  it('releases whole sentences, keeping a citation that follows the full stop with its sentence', () => {
    const gate = createSentenceGate();
    const out = ['Lithium is', ' "first-line". ', '***[x]***', ' Next sentence', ' here.\nLast'].flatMap((d) => gate.push(d));
    expect(out).toEqual(['Lithium is "first-line". ***[x]*** ', 'Next sentence here.\n']);
    expect(gate.flush()).toBe('Last');
  });
});
