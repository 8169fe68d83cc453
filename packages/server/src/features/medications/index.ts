// What JJ uses of the medication catalogue.
export { type MedicationsService } from './medications.service';
