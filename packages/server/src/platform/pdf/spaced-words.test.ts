import { describe, expect, it } from 'vitest';
import { rejoinSpacedWords } from './spaced-words';

describe('rejoinSpacedWords', () => {
  it('rejoins words a letter-spaced leaflet prints in pieces', () => {
    const page =
      'The ris k of bleeding increas es when NSAIDs are taken.\nTell your doctor about any medic ines you take; the ris k is higher in older people.';
    expect(rejoinSpacedWords(page)).toBe(
      'The risk of bleeding increases when NSAIDs are taken.\nTell your doctor about any medicines you take; the risk is higher in older people.',
    );
  });

  it('leaves ordinary prose alone, and two words that also make one', () => {
    const prose = 'See the rapist notes: a part of the dose is given at night, and vitamin K is checked (Chen et al.).';
    expect(rejoinSpacedWords(prose)).toBe(prose);
    const spaced = `${prose} The ris k increas es. Medic ines matter. Le vels rise.`;
    expect(rejoinSpacedWords(spaced)).toBe(`${prose} The risk increases. Medicines matter. Levels rise.`);
  });
});
