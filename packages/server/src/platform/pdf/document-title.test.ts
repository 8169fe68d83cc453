import { describe, expect, it } from 'vitest';
import { chooseTitle } from './document-title';

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

  it('takes a PLR label’s product line after the Highlights boilerplate, never the boilerplate', () => {
    const page =
      'HIGHLIGHTS OF PRESCRIBING INFORMATION\nThese highlights do not include all the information needed to use\nOZEMPIC ® safely and effectively. See full prescribing information\nfor OZEMPIC.\nOZEMPIC (semaglutide) injection, for subcutaneous use Initial\nU.S. Approval: 2017';
    expect(chooseTitle('label', page, 'ozempic.pdf')).toBe('OZEMPIC (semaglutide) injection, for subcutaneous use');
    expect(chooseTitle(null, page.replace(/OZEMPIC ®/, 'OZEMPIC').replace('for OZEMPIC.', 'for OZEMPIC'), 'o.pdf')).toBe(
      'OZEMPIC (semaglutide) injection, for subcutaneous use',
    );
  });

  it('joins an article title set over several lines, up to its author line', () => {
    const page =
      'Received: 2024.06.05\nAdvances in Mood Disorder Pharmacotherapy:\nEvaluating New Antipsychotics\nand Mood Stabilizers for Bipolar Disorder\nand Schizophrenia\nABDEF 1 Emilia Kowalczyk';
    expect(chooseTitle(null, page, 'foc_20230009.pdf')).toBe(
      'Advances in Mood Disorder Pharmacotherapy: Evaluating New Antipsychotics and Mood Stabilizers for Bipolar Disorder and Schizophrenia',
    );
  });

  it('passes over a generic word, a date line and a licence line', () => {
    const page = 'Received: 2024.06.05\n© The Author(s) 2024\nLithium and the kidney: a narrative review of monitoring';
    expect(chooseTitle('label', page, 'x.pdf')).toBe('Lithium and the kidney: a narrative review of monitoring');
    expect(chooseTitle('Received: 2024.06.05', page, 'x.pdf')).toBe('Lithium and the kidney: a narrative review of monitoring');
  });
});
