import { aripiprazoleDosing, risperidoneDosing } from './aripiprazole-risperidone-dosing';
import { aripiprazoleLaiDosing, risperidoneLaiDosing } from './long-acting-injectable-dosing';
import { asenapineDosing, cariprazineDosing } from './asenapine-cariprazine-dosing';
import { lumateperoneDosing, lurasidoneDosing, ziprasidoneDosing } from './depression-antipsychotics-dosing';
import type { MedicationDosing } from './dosing.schema';
import { haloperidolDosing, paliperidoneDosing } from './paliperidone-haloperidol-dosing';
import { olanzapineDosing, quetiapineDosing } from './quetiapine-olanzapine-dosing';

export const antipsychotic: MedicationDosing[] = [
  quetiapineDosing,
  olanzapineDosing,
  aripiprazoleDosing,
  aripiprazoleLaiDosing,
  risperidoneDosing,
  risperidoneLaiDosing,
  asenapineDosing,
  cariprazineDosing,
  lurasidoneDosing,
  lumateperoneDosing,
  ziprasidoneDosing,
  paliperidoneDosing,
  haloperidolDosing,
];
