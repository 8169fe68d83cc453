import { ingredient as i } from './define-ingredient';

/**
 * Psychiatric drugs: the catalogue's own (brands and spellings come from the catalogue, see
 * vocabulary.ts) and those patients take that Balancer never suggests.
 */
const QT = 'qt-prolonging';
const SGA = 'sga';
const FGA = 'fga';
const MS = 'mood-stabilizer';

export const catalogueIngredients = [
  i('lithium', 'Lithium', ['N05AN01'], { classes: [MS, 'serotonergic'] }),
  i('valproate', 'Valproate', ['N03AG01'], { classes: [MS] }),
  i('carbamazepine', 'Carbamazepine', ['N03AF01'], { classes: [MS, 'strong-cyp3a4-inducer'] }),
  i('oxcarbazepine', 'Oxcarbazepine', ['N03AF02']),
  i('lamotrigine', 'Lamotrigine', ['N03AX09'], { classes: [MS] }),
  i('quetiapine', 'Quetiapine', ['N05AH04'], { classes: [SGA, QT] }),
  i('risperidone', 'Risperidone', ['N05AX08'], { classes: [SGA] }),
  i('paliperidone', 'Paliperidone', ['N05AX13'], { classes: [SGA, QT] }),
  i('olanzapine', 'Olanzapine', ['N05AH03'], { classes: [SGA] }),
  i('aripiprazole', 'Aripiprazole', ['N05AX12'], { classes: [SGA] }),
  i('asenapine', 'Asenapine', ['N05AH05'], { classes: [SGA, QT] }),
  i('lurasidone', 'Lurasidone', ['N05AE05'], { classes: [SGA] }),
  i('cariprazine', 'Cariprazine', ['N05AX15'], { classes: [SGA] }),
  i('ziprasidone', 'Ziprasidone', ['N05AE04'], { classes: [SGA, QT] }),
  // No ATC code was checked for lumateperone: its antipsychotic class is stated directly.
  i('lumateperone', 'Lumateperone', [], { classes: [SGA, 'antipsychotic'] }),
  i('clozapine', 'Clozapine', ['N05AH02'], { classes: [SGA] }),
  i('haloperidol', 'Haloperidol', ['N05AD01'], { classes: [FGA, QT] }),
  i('chlorpromazine', 'Chlorpromazine', ['N05AA01'], { classes: [FGA] }),
  i('fluoxetine', 'Fluoxetine', ['N06AB03']),
  i('sertraline', 'Sertraline', ['N06AB06']),
  i('bupropion', 'Bupropion', ['N06AX12']),
  i('tamoxifen', 'Tamoxifen', ['L02BA01']),
];

export const otherPsychiatricIngredients = [
  // Antidepressants
  i('citalopram', 'Citalopram', ['N06AB04'], { brands: ['Celexa', 'Cipramil'], classes: [QT] }),
  i('escitalopram', 'Escitalopram', ['N06AB10'], { brands: ['Lexapro', 'Cipralex'], synonyms: ['escitalopram oxalate'] }),
  i('paroxetine', 'Paroxetine', ['N06AB05'], { brands: ['Paxil', 'Paxil CR', 'Seroxat', 'Pexeva', 'Brisdelle'] }),
  i('fluvoxamine', 'Fluvoxamine', ['N06AB08'], { brands: ['Luvox', 'Faverin'], classes: ['cyp3a4-inhibitor'] }),
  i('venlafaxine', 'Venlafaxine', ['N06AX16'], { brands: ['Effexor', 'Effexor XR'], classes: ['snri'] }),
  i('desvenlafaxine', 'Desvenlafaxine', ['N06AX23'], { brands: ['Pristiq', 'Khedezla'], classes: ['snri'] }),
  i('duloxetine', 'Duloxetine', ['N06AX21'], { brands: ['Cymbalta', 'Drizalma', 'Yentreve'], classes: ['snri'] }),
  i('levomilnacipran', 'Levomilnacipran', ['N06AX28'], { brands: ['Fetzima'], classes: ['snri'] }),
  i('amitriptyline', 'Amitriptyline', ['N06AA09'], { brands: ['Elavil'] }),
  i('nortriptyline', 'Nortriptyline', ['N06AA10'], { brands: ['Pamelor', 'Aventyl', 'Allegron'] }),
  i('imipramine', 'Imipramine', ['N06AA02'], { brands: ['Tofranil'] }),
  i('clomipramine', 'Clomipramine', ['N06AA04'], { brands: ['Anafranil'] }),
  i('desipramine', 'Desipramine', ['N06AA01'], { brands: ['Norpramin'] }),
  i('doxepin', 'Doxepin', ['N06AA12'], { brands: ['Sinequan', 'Silenor'] }),
  i('trimipramine', 'Trimipramine', ['N06AA06'], { brands: ['Surmontil'] }),
  i('protriptyline', 'Protriptyline', ['N06AA11'], { brands: ['Vivactil'] }),
  i('phenelzine', 'Phenelzine', ['N06AF03'], { brands: ['Nardil'] }),
  i('tranylcypromine', 'Tranylcypromine', ['N06AF04'], { brands: ['Parnate'] }),
  i('isocarboxazid', 'Isocarboxazid', ['N06AF01'], { brands: ['Marplan'] }),
  i('moclobemide', 'Moclobemide', ['N06AG02'], { brands: ['Manerix', 'Aurorix'] }),
  i('mirtazapine', 'Mirtazapine', ['N06AX11'], { brands: ['Remeron', 'Zispin'], classes: ['serotonergic'] }),
  i('trazodone', 'Trazodone', ['N06AX05'], { brands: ['Desyrel', 'Oleptro', 'Molipaxin'], classes: ['serotonergic', QT] }),
  i('vortioxetine', 'Vortioxetine', ['N06AX26'], { brands: ['Trintellix', 'Brintellix'], classes: ['serotonergic'] }),
  i('vilazodone', 'Vilazodone', ['N06AX24'], { brands: ['Viibryd'], classes: ['serotonergic'] }),
  i('nefazodone', 'Nefazodone', ['N06AX06'], { classes: ['strong-cyp3a4-inhibitor'] }),
  i('st-johns-wort', "St John's wort", ['N06AX25'], {
    synonyms: ["St. John's wort", 'Saint Johns wort', 'hypericum', 'Hypericum perforatum'],
    classes: ['strong-cyp3a4-inducer', 'serotonergic'],
  }),
  i('esketamine', 'Esketamine', ['N06AX27'], { brands: ['Spravato'] }),
  i('ketamine', 'Ketamine', ['N01AX03'], { brands: ['Ketalar'] }),
  // Antipsychotics
  i('fluphenazine', 'Fluphenazine', ['N05AB02'], {
    brands: ['Prolixin', 'Modecate'],
    synonyms: ['fluphenazine decanoate'],
    classes: [FGA],
  }),
  i('perphenazine', 'Perphenazine', ['N05AB03'], { brands: ['Trilafon', 'Fentazin'], classes: [FGA] }),
  i('thioridazine', 'Thioridazine', ['N05AC02'], { brands: ['Mellaril'], classes: [FGA, QT] }),
  i('pimozide', 'Pimozide', ['N05AG02'], { brands: ['Orap'], classes: [FGA, QT] }),
  i('zuclopenthixol', 'Zuclopenthixol', ['N05AF05'], { brands: ['Clopixol'], classes: [FGA] }),
  i('flupentixol', 'Flupentixol', ['N05AF01'], { brands: ['Depixol', 'Fluanxol'], synonyms: ['flupenthixol'], classes: [FGA] }),
  i('loxapine', 'Loxapine', ['N05AH01'], { brands: ['Loxitane', 'Adasuve'], classes: [FGA] }),
  i('amisulpride', 'Amisulpride', ['N05AL05'], { brands: ['Solian', 'Barhemsys'], classes: [SGA, QT] }),
  i('brexpiprazole', 'Brexpiprazole', ['N05AX16'], { brands: ['Rexulti', 'Rxulti'], classes: [SGA] }),
  i('iloperidone', 'Iloperidone', ['N05AX14'], { brands: ['Fanapt'], classes: [SGA, QT] }),
  // Benzodiazepines, hypnotics and anxiolytics
  i('diazepam', 'Diazepam', ['N05BA01'], { brands: ['Valium', 'Diastat', 'Valtoco'] }),
  i('chlordiazepoxide', 'Chlordiazepoxide', ['N05BA02'], { brands: ['Librium'] }),
  i('oxazepam', 'Oxazepam', ['N05BA04'], { brands: ['Serax'] }),
  i('lorazepam', 'Lorazepam', ['N05BA06'], { brands: ['Ativan', 'Loreev XR'] }),
  i('alprazolam', 'Alprazolam', ['N05BA12'], { brands: ['Xanax', 'Xanax XR'] }),
  i('clobazam', 'Clobazam', ['N05BA09'], { brands: ['Onfi', 'Sympazan', 'Frisium'] }),
  i('clonazepam', 'Clonazepam', ['N03AE01'], { brands: ['Klonopin', 'Rivotril'] }),
  i('temazepam', 'Temazepam', ['N05CD07'], { brands: ['Restoril'] }),
  i('triazolam', 'Triazolam', ['N05CD05'], { brands: ['Halcion'] }),
  i('midazolam', 'Midazolam', ['N05CD08'], { brands: ['Versed', 'Nayzilam', 'Buccolam'] }),
  i('zolpidem', 'Zolpidem', ['N05CF02'], { brands: ['Ambien', 'Ambien CR', 'Stilnoct', 'Edluar'] }),
  i('buspirone', 'Buspirone', ['N05BE01'], { brands: ['Buspar'], classes: ['serotonergic'] }),
  i('hydroxyzine', 'Hydroxyzine', ['N05BB01'], { brands: ['Atarax', 'Vistaril'] }),
  // Antiepileptics and others
  i('phenytoin', 'Phenytoin', ['N03AB02'], { brands: ['Dilantin', 'Epanutin'], classes: ['strong-cyp3a4-inducer'] }),
  i('phenobarbital', 'Phenobarbital', ['N03AA02'], { brands: ['Luminal'], synonyms: ['phenobarbitone'], classes: ['cyp3a4-inducer'] }),
  i('primidone', 'Primidone', ['N03AA03'], { brands: ['Mysoline'], classes: ['cyp3a4-inducer'] }),
  i('topiramate', 'Topiramate', ['N03AX11'], { brands: ['Topamax', 'Trokendi XR', 'Qudexy XR'] }),
  i('gabapentin', 'Gabapentin', ['N03AX12'], { brands: ['Neurontin', 'Gralise', 'Horizant'] }),
  i('pregabalin', 'Pregabalin', ['N03AX16'], { brands: ['Lyrica'] }),
  i('levetiracetam', 'Levetiracetam', ['N03AX14'], { brands: ['Keppra', 'Spritam'] }),
  i('methylphenidate', 'Methylphenidate', ['N06BA04'], { brands: ['Ritalin', 'Concerta', 'Medikinet'] }),
  i('donepezil', 'Donepezil', ['N06DA02'], { brands: ['Aricept'] }),
];
