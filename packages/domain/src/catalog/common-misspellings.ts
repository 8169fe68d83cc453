/**
 * Misspellings clinicians commonly type for catalogue ingredients, keyed by the ingredient's display
 * name. Data, not logic: the prior-medication box and the /medications filter offer the ingredient for
 * any of these (rank-medication-names.ts). Lower case; a new entry needs no code change.
 */
export const commonMisspellings: Readonly<Record<string, readonly string[]>> = {
  Lithium: ['lithum', 'lithuim', 'lithim', 'litium'],
  Valproate: ['valporate', 'valproat', 'valproic', 'depacote', 'depekote'],
  Carbamazepine: ['carbamazapine', 'carbamezepine', 'carbamazepin', 'tegratol'],
  Oxcarbazepine: ['oxcarbazapine', 'oxcarbamazepine', 'oxcarbezepine'],
  Lamotrigine: ['lamotrigene', 'lamotragine', 'lamotrigin', 'lamictil'],
  Quetiapine: ['quetiapene', 'quetapine', 'quitiapine', 'quetiepine', 'seroqel', 'seroquil'],
  Risperidone: ['risperidol', 'risperdone', 'resperidone', 'risperidal'],
  Paliperidone: ['palliperidone', 'paliperidon', 'paliperidome'],
  Olanzapine: ['olanzepine', 'olanzapene', 'olanzipine', 'zyprexia'],
  Aripiprazole: ['aripiprazol', 'aripiprazone', 'ariprazole', 'aripriprazole', 'abilfy'],
  Asenapine: ['asenapene', 'asenipine'],
  Lurasidone: ['lurasidon', 'lurasidome', 'lurisidone'],
  Cariprazine: ['carioprazine', 'cariprazene', 'cariprizine'],
  Ziprasidone: ['ziprasidon', 'ziprazidone', 'ziprasidome'],
  Lumateperone: ['lumateperon', 'lumaterpone'],
  Clozapine: ['clozapene', 'clozipine', 'closapine'],
  Haloperidol: ['haloperidal', 'haloperadol', 'haldon'],
  Chlorpromazine: ['chlorpromazene', 'chlorpromazin', 'clorpromazine'],
  Fluoxetine: ['fluoxetene', 'fluoxitine', 'fluoxatine'],
  Sertraline: ['sertaline', 'sertralin', 'setraline'],
  Bupropion: ['buproprion', 'bupropian', 'wellbutin'],
  Tamoxifen: ['tamoxiphen', 'tamoxifin'],
};
