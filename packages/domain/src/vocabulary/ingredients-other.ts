import { ingredient as i } from './define-ingredient';

/** Analgesics, anti-infectives and other drugs that change how bipolar medicines act or are handled. */
const QT = 'qt-prolonging';
const STRONG_INH = 'strong-cyp3a4-inhibitor';
const MOD_INH = 'cyp3a4-inhibitor';
const STRONG_IND = 'strong-cyp3a4-inducer';

export const analgesicIngredients = [
  i('ibuprofen', 'Ibuprofen', ['M01AE01'], { brands: ['Advil', 'Motrin', 'Nurofen', 'Caldolor'] }),
  i('naproxen', 'Naproxen', ['M01AE02'], { brands: ['Aleve', 'Naprosyn', 'Anaprox', 'Naprelan'], synonyms: ['naproxen sodium'] }),
  i('ketoprofen', 'Ketoprofen', ['M01AE03'], { brands: ['Orudis', 'Oruvail'] }),
  i('diclofenac', 'Diclofenac', ['M01AB05'], { brands: ['Voltaren', 'Cataflam', 'Zipsor', 'Zorvolex'] }),
  i('indometacin', 'Indometacin', ['M01AB01'], { brands: ['Indocin', 'Tivorbex'], synonyms: ['indomethacin'] }),
  i('ketorolac', 'Ketorolac', ['M01AB15'], { brands: ['Toradol', 'Sprix'] }),
  i('meloxicam', 'Meloxicam', ['M01AC06'], { brands: ['Mobic', 'Vivlodex', 'Anjeso'] }),
  i('piroxicam', 'Piroxicam', ['M01AC01'], { brands: ['Feldene'] }),
  i('mefenamic-acid', 'Mefenamic acid', ['M01AG01'], { brands: ['Ponstel', 'Ponstan'] }),
  i('nabumetone', 'Nabumetone', ['M01AX01'], { brands: ['Relafen'] }),
  i('celecoxib', 'Celecoxib', ['M01AH01'], { brands: ['Celebrex', 'Elyxyb'] }),
  i('etoricoxib', 'Etoricoxib', ['M01AH05'], { brands: ['Arcoxia'] }),
  i('paracetamol', 'Paracetamol', ['N02BE01'], { brands: ['Tylenol', 'Panadol', 'Calpol'], synonyms: ['acetaminophen', 'APAP'] }),
  i('morphine', 'Morphine', ['N02AA01'], { brands: ['MS Contin', 'Kadian', 'Oramorph', 'Zomorph'] }),
  i('hydromorphone', 'Hydromorphone', ['N02AA03'], { brands: ['Dilaudid', 'Exalgo', 'Palladone'] }),
  i('oxycodone', 'Oxycodone', ['N02AA05'], { brands: ['OxyContin', 'Roxicodone', 'Oxaydo', 'Xtampza ER'] }),
  i('codeine', 'Codeine', ['R05DA04', 'N02AA59'], { synonyms: ['codeine phosphate', 'co-codamol'] }),
  // Hydrocodone is sold in combinations; no plain ATC code was checked, so its class is stated.
  i('hydrocodone', 'Hydrocodone', [], { brands: ['Norco', 'Vicodin', 'Hysingla ER', 'Zohydro ER'], classes: ['opioid'] }),
  i('fentanyl', 'Fentanyl', ['N02AB03', 'N01AH01'], { brands: ['Duragesic', 'Actiq', 'Fentora', 'Sublimaze'], classes: ['serotonergic'] }),
  i('tramadol', 'Tramadol', ['N02AX02'], { brands: ['Ultram', 'Zydol', 'ConZip'], classes: ['serotonergic'] }),
  i('tapentadol', 'Tapentadol', ['N02AX06'], { brands: ['Nucynta', 'Palexia'], classes: ['serotonergic'] }),
  i('buprenorphine', 'Buprenorphine', ['N02AE01', 'N07BC01'], { brands: ['Subutex', 'Suboxone', 'Sublocade', 'Butrans', 'Belbuca'] }),
  i('methadone', 'Methadone', ['N07BC02'], { brands: ['Dolophine', 'Methadose', 'Physeptone'], classes: [QT] }),
];

export const antiInfectiveIngredients = [
  i('rifampicin', 'Rifampicin', ['J04AB02'], { brands: ['Rifadin', 'Rimactane'], synonyms: ['rifampin'], classes: [STRONG_IND] }),
  i('clarithromycin', 'Clarithromycin', ['J01FA09'], { brands: ['Biaxin', 'Klaricid'], classes: [STRONG_INH, QT] }),
  i('erythromycin', 'Erythromycin', ['J01FA01'], { brands: ['Ery-Tab', 'Erythrocin', 'Erymax'], classes: [MOD_INH, QT] }),
  i('azithromycin', 'Azithromycin', ['J01FA10'], { brands: ['Zithromax', 'Z-Pak'], classes: [QT] }),
  i('ciprofloxacin', 'Ciprofloxacin', ['J01MA02'], { brands: ['Cipro', 'Ciproxin'], classes: [MOD_INH] }),
  i('levofloxacin', 'Levofloxacin', ['J01MA12'], { brands: ['Levaquin', 'Tavanic'], classes: [QT] }),
  i('moxifloxacin', 'Moxifloxacin', ['J01MA14'], { brands: ['Avelox'], classes: [QT] }),
  i('ketoconazole', 'Ketoconazole', ['J02AB02'], { brands: ['Nizoral', 'Recorlev'], classes: [STRONG_INH] }),
  i('fluconazole', 'Fluconazole', ['J02AC01'], { brands: ['Diflucan'], classes: [MOD_INH, QT] }),
  i('itraconazole', 'Itraconazole', ['J02AC02'], { brands: ['Sporanox', 'Tolsura'], classes: [STRONG_INH] }),
  i('voriconazole', 'Voriconazole', ['J02AC03'], { brands: ['Vfend'], classes: [STRONG_INH, QT] }),
  i('posaconazole', 'Posaconazole', ['J02AC04'], { brands: ['Noxafil'], classes: [STRONG_INH, QT] }),
  i('ritonavir', 'Ritonavir', ['J05AE03'], { brands: ['Norvir'], classes: [STRONG_INH] }),
  i('cobicistat', 'Cobicistat', ['V03AX03'], { brands: ['Tybost'], classes: [STRONG_INH] }),
  i('efavirenz', 'Efavirenz', ['J05AG03'], { brands: ['Sustiva', 'Atripla'], classes: ['cyp3a4-inducer'] }),
  i('hydroxychloroquine', 'Hydroxychloroquine', ['P01BA02'], { brands: ['Plaquenil'], classes: [QT] }),
];

export const miscellaneousIngredients = [
  i('ondansetron', 'Ondansetron', ['A04AA01'], { brands: ['Zofran', 'Zuplenz'], classes: [QT] }),
  i('apalutamide', 'Apalutamide', ['L02BB05'], { brands: ['Erleada'], classes: [STRONG_IND] }),
  i('enzalutamide', 'Enzalutamide', ['L02BB04'], { brands: ['Xtandi'], classes: [STRONG_IND] }),
  i('mitotane', 'Mitotane', ['L01XX23'], { brands: ['Lysodren'], classes: [STRONG_IND] }),
  i('theophylline', 'Theophylline', ['R03DA04'], { brands: ['Theo-24', 'Uniphyl', 'Uniphyllin'] }),
  i('acetazolamide', 'Acetazolamide', ['S01EC01'], { brands: ['Diamox'] }),
];
