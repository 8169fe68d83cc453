import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog';
import { detectIdentifiers, IDENTIFIER_SCAN_LIMIT } from './detect-identifiers';
import { NOT_NAMES } from './identifier-words';

describe('detectIdentifiers', () => {
  it.each([
    ['Seen with Mr. Smith today', 'name', 'Mr. Smith'],
    ['Mrs Jones reports low mood', 'name', 'Mrs Jones'],
    ['referred by Dr. Alvarez', 'name', 'Dr. Alvarez'],
    ['Ms O’Neil declined', 'name', 'Ms O’Neil'],
    ['born 03/04/1985', 'date', 'born 03/04/1985'],
    ['visit on 03/04/1985', 'date', '03/04/1985'],
    ['admitted 1985-04-03', 'date', '1985-04-03'],
    ['DOB: 12.11.72', 'date', 'DOB: 12.11.72'],
    ['dob unknown', 'date', 'dob'],
    ['March 4, 1985 onset', 'date', 'March 4, 1985'],
    ['since 4 March 1985', 'date', '4 March 1985'],
    ['call 555-123-4567', 'phone', '555-123-4567'],
    ['call (555) 123-4567', 'phone', '(555) 123-4567'],
    ['tel +44 20 7946 0958', 'phone', '+44 20 7946 0958'],
    ['email jane.doe@example.org', 'email', 'jane.doe@example.org'],
    ['MRN 123456', 'record-number', 'MRN 123456'],
    ['MRN: A12345', 'record-number', 'MRN: A12345'],
    ['medical record number 8841-22', 'record-number', 'medical record number 8841-22'],
    ['account 12345678', 'record-number', 'account 12345678'],
    ['SSN 123-45-6789', 'ssn', 'SSN 123-45-6789'],
    ['ssn is 123-45-6789', 'ssn', '123-45-6789'],
  ])('%j → %s', (text, kind, match) => {
    expect(detectIdentifiers(text)).toContainEqual({ kind, match });
  });

  it.each([
    'Lithium 300 mg twice daily',
    'Quetiapine 400mg qhs; level 0.8-1.2 mEq/L',
    'Seroquel XR 150 mg; Depakote ER 1000 mg/day',
    'BP 90/60 on standing; eGFR 45; weight 82.5 kg',
    'Tried olanzapine 10-20 mg for 6 weeks in 2019',
    'Failed lamotrigine at 200 mg (rash); MS Contin for pain',
    'history of mania x3; last episode 2 years ago',
    'Paliperidone >6 mg; CrCl <50 mL/min',
    'Lithium + Depakote; previously on Abilify 15 mg',
  ])('no identifier in drug text %j', (text) => {
    expect(detectIdentifiers(text)).toEqual([]);
  });

  it('reports each span once, in text order', () => {
    const found = detectIdentifiers('Mr. Smith, DOB 1985-04-03, MRN 123456, phone 555-123-4567, jo@x.io');
    expect(found.map((f) => f.kind)).toEqual(['name', 'date', 'record-number', 'phone', 'email']);
  });

  it.each([
    ['John Smith was admitted', 'name', 'John Smith'],
    ['MR# 884421', 'record-number', 'MR# 884421'],
    ['acct 55120934', 'record-number', 'acct 55120934'],
    ['#884421', 'record-number', '#884421'],
    ['home number 867-5309', 'phone', '867-5309'],
    ['lives at 42 Oak Street', 'address', '42 Oak Street'],
    ['Boston MA 02139', 'zip', 'MA 02139'],
    ['92-year-old with mania', 'age', '92-year-old'],
  ])('issue 11 misses: %j → %s', (text, kind, match) => {
    expect(detectIdentifiers(text)).toContainEqual({ kind, match });
  });

  it.each([
    'titrated 300 600 1200 mg',
    'WBC 4500000 per mL',
    'born 3 weeks ago',
    '34-year-old woman',
    'RR 1.65 (1.02-2.68)',
    'no current suicidal ideation',
  ])('issue 11 false positives: nothing in %j', (text) => {
    expect(detectIdentifiers(text)).toEqual([]);
  });

  // Regression: the e-mail pattern used to retry its local part from every position of a long run
  // ("a.a.a.…", quadratic). Input is now bounded and the local part starts only where a run starts.
  it('scans at most IDENTIFIER_SCAN_LIMIT characters', () => {
    const filler = 'a.'.repeat(25_000);
    expect(detectIdentifiers(`${filler}@example.org`)).toEqual([]);
    expect(detectIdentifiers(`${' '.repeat(IDENTIFIER_SCAN_LIMIT)}jane@example.org`)).toEqual([]);
    expect(detectIdentifiers(`${'x '.repeat(1000)}jane@example.org`)).toEqual([{ kind: 'email', match: 'jane@example.org' }]);
    // A local part longer than 64 characters is not an address (RFC 5321), so the run is not retried.
    expect(detectIdentifiers(`${'a.'.repeat(31)}a@example.org`)).toEqual([{ kind: 'email', match: `${'a.'.repeat(31)}a@example.org` }]);
  });

  it('never reads a catalogue drug name or brand as a person name', () => {
    const words = defaultCatalog.ingredients
      .flatMap((i) => [i.name, ...i.brands, ...i.synonyms])
      .flatMap((n) => n.toLowerCase().split(/\s+/));
    expect(words.filter((w) => !NOT_NAMES.has(w))).toEqual([]);
  });

  it('returns nothing for empty text', () => {
    expect(detectIdentifiers('')).toEqual([]);
  });
});
