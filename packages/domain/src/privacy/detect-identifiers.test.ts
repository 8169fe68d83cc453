import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './detect-identifiers';

describe('detectIdentifiers', () => {
  it.each([
    ['Seen with Mr. Smith today', 'name-with-title', 'Mr. Smith'],
    ['Mrs Jones reports low mood', 'name-with-title', 'Mrs Jones'],
    ['referred by Dr. Alvarez', 'name-with-title', 'Dr. Alvarez'],
    ['Ms O’Neil declined', 'name-with-title', 'Ms O’Neil'],
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
    ['account 12345678', 'record-number', '12345678'],
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
    expect(found.map((f) => f.kind)).toEqual(['name-with-title', 'date', 'record-number', 'phone', 'email']);
  });

  it('returns nothing for empty text', () => {
    expect(detectIdentifiers('')).toEqual([]);
  });
});
