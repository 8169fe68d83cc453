import { describe, expect, it } from 'vitest';
import { detectIdentifiers, identifierKinds, type IdentifierKind } from './detect-identifiers';
import { clinicalCorpus, heldOutClinical, heldOutIdentifiers, identifierCorpus } from './identifier-corpus';

const found = (text: string) => new Set(detectIdentifiers(text).map((m) => m.kind));

/** Per kind: how many labelled phrases it was found in (recall) and how often a finding was right (precision). */
function figures() {
  const labelled = [...identifierCorpus, ...clinicalCorpus.map((t) => [t, []] as [string, IdentifierKind[]])];
  const rows = identifierKinds.map((kind) => {
    let truePos = 0;
    let falseNeg = 0;
    let falsePos = 0;
    const missed: string[] = [];
    for (const [text, kinds] of labelled) {
      const got = found(text).has(kind);
      const want = kinds.includes(kind);
      if (got && want) truePos += 1;
      else if (want) {
        falseNeg += 1;
        missed.push(text);
      } else if (got) falsePos += 1;
    }
    return {
      kind,
      phrases: truePos + falseNeg,
      recall: truePos / (truePos + falseNeg),
      precision: truePos / (truePos + falsePos || 1),
      missed,
    };
  });
  const flaggedClinical = clinicalCorpus.filter((t) => detectIdentifiers(t).length > 0);
  return { rows, flaggedClinical, falsePositiveRate: flaggedClinical.length / clinicalCorpus.length };
}

describe('identifier corpus', () => {
  const { rows, flaggedClinical, falsePositiveRate } = figures();

  it('prints precision and recall per kind', () => {
    const lines = rows.map((r) => `| ${r.kind} | ${r.phrases} | ${r.recall.toFixed(3)} | ${r.precision.toFixed(3)} |`);
    console.log(
      [
        `Identifier corpus: ${identifierCorpus.length} phrases with identifiers, ${clinicalCorpus.length} clinical phrases without.`,
        '| Kind | Phrases | Recall | Precision |',
        '|---|---|---|---|',
        ...lines,
        `False positives: ${flaggedClinical.length} of ${clinicalCorpus.length} clinical phrases (${(falsePositiveRate * 100).toFixed(1)} %)${flaggedClinical.length ? `: ${flaggedClinical.join(' | ')}` : ''}`,
      ].join('\n'),
    );
    expect(identifierCorpus.length + clinicalCorpus.length).toBeGreaterThanOrEqual(300);
  });

  it('prints the figures on held-out phrases (not tuned on; no threshold)', () => {
    const hits = heldOutIdentifiers.filter(([text, kinds]) => kinds.every((k) => found(text).has(k))).length;
    const flagged = heldOutClinical.filter((t) => detectIdentifiers(t).length > 0);
    console.log(
      `Held-out: found ${hits} of ${heldOutIdentifiers.length} identifier phrases (recall ${(hits / heldOutIdentifiers.length).toFixed(3)}); ` +
        `flagged ${flagged.length} of ${heldOutClinical.length} clinical phrases${flagged.length ? `: ${flagged.join(' | ')}` : ''}`,
    );
    expect(heldOutIdentifiers.length + heldOutClinical.length).toBe(70);
  });

  it.each(identifierKinds)('finds %s with recall >= 0.95', (kind) => {
    const row = rows.find((r) => r.kind === kind);
    expect(row?.phrases).toBeGreaterThanOrEqual(15);
    expect(row?.missed, `missed ${kind}`).toEqual(row && row.recall >= 0.95 ? row.missed : []);
  });

  it('flags at most 2 % of clinical phrases', () => {
    expect(falsePositiveRate, flaggedClinical.join(' | ')).toBeLessThanOrEqual(0.02);
  });
});
