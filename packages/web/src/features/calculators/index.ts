export { CalculatorsPage } from './components/calculators-page';
export { DosingCalculators } from './components/dosing-calculators';
