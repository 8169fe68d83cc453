import { ICD, SCT, icd, sct, type ListedCode } from './code-lists';

/**
 * Diagnosis codes that say bipolar I or bipolar II (docs/adr/0046): the bipolar II ones choose the
 * bipolar II tables (CANMAT-2023U Box 4). Codes that say only "bipolar disorder" (most of ICD-10-CM
 * F31) say neither. Every code here is also on `bipolarDiagnosisCodes`, which reads the episode.
 */
export const bipolarTypeCodes: { name: string; source: string; codes: (ListedCode & { type: 'I' | 'II' })[] } = {
  name: 'Bipolar I or bipolar II disorder',
  source: `${ICD}; ${SCT}`,
  codes: [
    { ...icd('F31.81', 'Bipolar II disorder'), type: 'II' },
    { ...sct('83225003', 'Bipolar II disorder (disorder)'), type: 'II' },
    { ...sct('48937005', 'Bipolar II disorder, most recent episode hypomanic (disorder)'), type: 'II' },
    { ...sct('16295005', 'Bipolar II disorder, most recent episode major depressive (disorder)'), type: 'II' },
    {
      ...sct('30520009', 'Severe bipolar II disorder, most recent episode major depressive with psychotic features (disorder)'),
      type: 'II',
    },
    { ...sct('723905008', 'Bipolar type II disorder currently in full remission (disorder)'), type: 'II' },
    { ...sct('371596008', 'Bipolar I disorder (disorder)'), type: 'I' },
    { ...sct('68569003', 'Manic bipolar I disorder (disorder)'), type: 'I' },
    { ...sct('71984005', 'Mild manic bipolar I disorder (disorder)'), type: 'I' },
    { ...sct('82998009', 'Moderate manic bipolar I disorder (disorder)'), type: 'I' },
    { ...sct('162004', 'Severe manic bipolar I disorder without psychotic features (disorder)'), type: 'I' },
    { ...sct('767635003', 'Bipolar I disorder, most recent episode manic (disorder)'), type: 'I' },
    { ...sct('28663008', 'Severe manic bipolar I disorder with psychotic features (disorder)'), type: 'I' },
    { ...sct('31446002', 'Bipolar I disorder, most recent episode hypomanic (disorder)'), type: 'I' },
    { ...sct('767636002', 'Bipolar I disorder, most recent episode depression (disorder)'), type: 'I' },
    { ...sct('74686005', 'Mild depressed bipolar I disorder (disorder)'), type: 'I' },
    { ...sct('66631006', 'Moderate depressed bipolar I disorder (disorder)'), type: 'I' },
    { ...sct('61403008', 'Severe depressed bipolar I disorder without psychotic features (disorder)'), type: 'I' },
    { ...sct('59617007', 'Severe depressed bipolar I disorder with psychotic features (disorder)'), type: 'I' },
    { ...sct('723903001', 'Bipolar type I disorder currently in full remission (disorder)'), type: 'I' },
    { ...sct('10981006', 'Severe mixed bipolar I disorder with psychotic features (disorder)'), type: 'I' },
  ],
};
