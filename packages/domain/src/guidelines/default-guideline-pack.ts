import { defaultCitations } from '../citations';
import { depressedTable } from './depressed-table';
import { euthymicTable } from './euthymic-table';
import type { GuidelinePack } from './guideline.schema';
import { hypomanicTable } from './hypomanic-table';
import { manicTable } from './manic-table';

/** CANMAT/ISBD 2018 with the 2023 update, one table per mood state (docs/clinical/canmat-2018-2023u.md). */
export const defaultGuidelinePack: GuidelinePack = {
  id: 'canmat-2018-2023u',
  name: 'CANMAT/ISBD 2018 guidelines with the 2023 update',
  version: '2018 + 2023 update',
  citations: defaultCitations,
  tables: [manicTable, depressedTable, euthymicTable, hypomanicTable],
};
