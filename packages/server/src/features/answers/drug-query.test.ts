import { describe, expect, it } from 'vitest';
import { drugsQuery } from './drug-query';

describe('the search for the drugs asked about (ADR 0059)', () => {
  it('names a drug written by its brand by its generic too, as labels and papers write it', () => {
    expect(drugsQuery(['lisinopril', 'entresto'])).toBe('"lisinopril" "entresto" or "lisinopril" "Sacubitril/valsartan"');
    expect(drugsQuery(['Lithium'], ['thyroid'])).toBe('"Lithium" thyroid');
  });

  it('stops at eight alternatives however many brands are named', () => {
    expect(drugsQuery(['eliquis', 'ozempic', 'entresto', 'celebrex']).split(' or ')).toHaveLength(8);
  });
});
