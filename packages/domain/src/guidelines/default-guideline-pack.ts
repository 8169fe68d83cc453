import { defaultCitations } from '../citations';
import { depressedTable } from './depressed-table';
import { euthymicTable } from './euthymic-table';
import type { GuidelinePack } from './guideline.schema';
import { hypomanicTable } from './hypomanic-table';
import { manicTable } from './manic-table';
import { bipolarIIDepressionTable, bipolarIIMaintenanceTable } from './bipolar-ii-tables';
import { depressionMixedFeaturesTable, maniaMixedFeaturesTable } from './mixed-features-tables';

/** CANMAT/ISBD 2018 with the 2023 update, one table per mood state (docs/clinical/canmat-2018-2023u.md). */
export const defaultGuidelinePack: GuidelinePack = {
  id: 'canmat-2018-2023u',
  name: 'CANMAT/ISBD 2018 guidelines with the 2023 update',
  version: '2018 + 2023 update',
  citations: defaultCitations,
  // CANMAT Table 1 defines each line by its level of evidence; the boxes print no level per row.
  lineEvidence: [
    {
      line: 1,
      level: 'Level 1 or 2',
      text: 'First line: Level 1 or 2 evidence for efficacy with clinical support for safety and tolerability and no risk of treatment-emergent switch',
      source: { citationId: 'canmat-2023u', locator: 'Table 1: definitions of lines' },
    },
    {
      line: 2,
      level: 'Level 3 or better',
      text: 'Second line: Level 3 or better evidence for efficacy with clinical support for safety and tolerability and low risk of treatment-emergent switch',
      source: { citationId: 'canmat-2023u', locator: 'Table 1: definitions of lines' },
    },
    {
      line: 3,
      level: 'Level 4 or better',
      text: 'Third line: Level 4 or better evidence for efficacy with clinical support for safety and tolerability',
      source: { citationId: 'canmat-2023u', locator: 'Table 1: definitions of lines' },
    },
  ],
  // Tables for kinds of patient within a state (ADR 0046), tried in order before the state's own.
  tables: [
    { ...manicTable, variants: [maniaMixedFeaturesTable] },
    { ...depressedTable, variants: [depressionMixedFeaturesTable, bipolarIIDepressionTable] },
    { ...euthymicTable, variants: [bipolarIIMaintenanceTable] },
    hypomanicTable,
  ],
};
