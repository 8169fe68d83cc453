/**
 * Common given names (US and UK registers, English and Spanish), used to spot "First Last" without a
 * title. Names that are also ordinary words or months (May, June, Will, Hope, Grace, Mark, Bill…) are
 * left out on purpose: they would flag ordinary sentences.
 */
const GIVEN_NAMES = `James John Robert Michael David William Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony
Donald Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas
Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Frank Raymond Jack Dennis Jerry
Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Noah Ethan Jeremy Walter Christian Keith Roger Terry Austin
Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan Billy Bruce Gabriel Joe Logan Alan Juan Albert Willie
Elijah Wayne Randy Vincent Liam Mason Luis Carlos Miguel Pedro Diego Javier Mohammed Muhammad Ahmed Ali Omar Hassan Wei
Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Sandra Margaret Ashley Kimberly
Emily Donna Michelle Carol Amanda Melissa Deborah Stephanie Dorothy Rebecca Sharon Laura Cynthia Amy Kathleen Angela
Shirley Brenda Emma Anna Pamela Nicole Samantha Katherine Christine Helen Debra Rachel Carolyn Janet Maria Catherine
Heather Diane Olivia Julie Joyce Victoria Ruth Virginia Lauren Kelly Christina Joan Evelyn Judith Andrea Hannah Megan
Cheryl Jacqueline Martha Madison Teresa Gloria Sara Janice Ann Kathryn Abigail Sophia Frances Jean Alice Judy Isabella
Julia Denise Amber Doris Marilyn Danielle Beverly Theresa Diana Natalie Brittany Charlotte Marie Kayla Alexis Lori Ava
Mia Chloe Ella Zoe Lucy Sophie Jane Claire Fatima Aisha Priya Mei Yuki Carmen Rosa Ana Lucia Elena Sofia Valentina Camila
Guadalupe Juana Isabel Alejandro Fernando Jorge Ricardo Eduardo Roberto Manuel Francisco Antonio Rafael Sergio Andres
Tom Tim Jim Bob Rob Mike Dave Steve Chris Sam Ben Dan Nick Tony Kate Katie Liz Beth Meg Sue Jen Jess Becky Alex
Oliver Harry Jake Callum Connor Kieran Declan Siobhan Aoife Niamh Bridget Fiona Morag Hamish Angus Rhys Gareth Owen Sian`;

export const FIRST_NAMES = GIVEN_NAMES.split(/\s+/).filter(Boolean).join('|');

/** USPS state abbreviations, for "Springfield, IL 62704". */
export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';

/** Capitalised words that are never a person's name here: drug names and brands, months, days, clinical words. */
const CLINICAL_WORDS = `january february march april may june july august september october november december monday tuesday
wednesday thursday friday saturday sunday manic mania hypomanic hypomania depressed depression euthymic bipolar psychosis
psychotic lithium valproate depakote seroquel abilify zyprexa latuda vraylar risperdal haldol lamictal tegretol
prozac zoloft wellbutrin symbyax clozaril invega caplyta saphris geodon trileptal li dvp er xr sr la lai odt ect rtms
the a an and or with on of in for at to no not yes none prior previously history hx current currently patient pt
started stopped tried failed tolerated reports reported denies presents presented seen noted was is has had
er ed icu emergency hospital clinic ward unit team crisis psychiatry psychiatrist gp pcp nurse therapist cbt dbt
bp hr egfr tsh lfts alt ast wbc anc inr qtc ecg ekg cbc bmp level levels mg dose daily bid tid qhs prn
sjs ten hla nice canmat fda mhra ppp nhs va dod who health questionnaire scale score criteria hopkins also unknown
supportive supports aware agrees`;
/**
 * Every word of the catalogue's generic names, brands and synonyms, written out so that the browser's
 * identifier check does not pull the whole catalogue into the first page load. A test keeps it complete.
 */
export const DRUG_WORDS = `lithium lithobid eskalith camcolit priadel carbolith lithane carbonate citrate li valproate depakote er sprinkles
depakene epival epilim divalproex sodium valproic acid dvp carbamazepine tegretol xr equetro carbatrol cbz oxcarbazepine
trileptal oxc lamotrigine lamictal odt ltg quetiapine seroquel fumarate risperidone risperdal consta perseris uzedy rykindo
lai paliperidone invega sustenna trinza hafyera palmitate olanzapine zyprexa zydis relprevv pamoate aripiprazole abilify
maintena asimtufii aristada lauroxil asenapine saphris sycrest secuado lurasidone latuda cariprazine vraylar reagila
ziprasidone geodon zeldox lumateperone caplyta clozapine clozaril haloperidol haldol decanoate chlorpromazine fluoxetine
prozac sertraline zoloft bupropion wellbutrin xl sr tamoxifen nolvadex soltamox liskonum li-liquid lithmax chrono depakine
stavzor belvo dyzantil episenta convulex semisodium cr retard prolonged release epitol carbagen oxtellar cd subvenite atrolak
biquelle sondate m-tab okedi xeplion trevicta byannli intramuscular zypadhera mycite initio fazaclo versacloz denzapine zaponex
serenace dozic thorazine largactil ormazine hydrochloride cpz sarafem olena prozep lustral zyban aplenzin forfivo amfebutamone
valodex istubal tamofen`;

export const NOT_NAMES = new Set<string>([...CLINICAL_WORDS.split(/\s+/), ...DRUG_WORDS.split(/\s+/)].filter(Boolean));
