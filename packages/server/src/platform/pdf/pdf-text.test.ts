import { describe, expect, it } from 'vitest';
import { chooseTitle } from './pdf-text';

describe('chooseTitle', () => {
  it('keeps a metadata title that names the document', () => {
    expect(chooseTitle('Clinical decision support for bipolar depression', 'ARTICLE OPEN', 'a.pdf')).toBe(
      'Clinical decision support for bipolar depression',
    );
  });

  it('reads a label’s product line when the metadata holds the Highlights boilerplate', () => {
    const page = 'LISINOPRIL- lisinopril tablet\nLegacy Pharmaceutical Packaging, LLC\nHIGHLIGHTS OF PRESCRIBING INFORMATION';
    expect(chooseTitle('These highlights do not include all the information needed to use LISINOPRIL TABLETS safely', page, 'l.pdf')).toBe(
      'LISINOPRIL (lisinopril tablet)',
    );
  });

  it('passes over a generic word, a date line and a licence line', () => {
    const page = 'Received: 2024.06.05\n© The Author(s) 2024\nLithium and the kidney: a narrative review of monitoring';
    expect(chooseTitle('label', page, 'x.pdf')).toBe('Lithium and the kidney: a narrative review of monitoring');
    expect(chooseTitle('Received: 2024.06.05', page, 'x.pdf')).toBe('Lithium and the kidney: a narrative review of monitoring');
  });
});
