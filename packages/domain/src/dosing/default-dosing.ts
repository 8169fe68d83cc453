import { antipsychotic } from './dosing-index-antipsychotics';
import { carbamazepineDosing } from './carbamazepine-dosing';
import type { MedicationDosing } from './dosing.schema';
import { lamotrigineDosing } from './lamotrigine-dosing';
import { lithiumDosing } from './lithium-dosing';
import { valproateDosing } from './valproate-dosing';
import { bupropionDosing, olanzapineFluoxetineDosing, sertralineDosing } from './antidepressant-dosing';

/**
 * The dosing and monitoring this release ships: one entry per catalogue ingredient of every first- and
 * second-line regimen of the four phase tables, plus the product regimens dosed as products (Symbyax,
 * the LAIs), with its provenance. The built-in dosing: a new database stores it in its first content
 * version, and versions stored before dosing was content are upgraded with it (docs/adr/0047, 0049).
 */
export const defaultDosing: MedicationDosing[] = [
  lithiumDosing,
  valproateDosing,
  lamotrigineDosing,
  carbamazepineDosing,
  ...antipsychotic,
  sertralineDosing,
  bupropionDosing,
  olanzapineFluoxetineDosing,
];
