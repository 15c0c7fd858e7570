// Features that tell an employer's name from a position title, each explainable on its own:
// a company suffix ("Pty Ltd", "Hospital", "Council"), a title word ("Manager", "Nurse"), or a
// title the taxonomy resolves to an occupation.
import { occupationOfTitle, taxonomy } from '@talent/taxonomy';

const COMPANY_WORDS = new Set(
  `pty ltd limited inc incorporated llc plc corp corporation co company group council hospital hospitals
  school schools university college tafe institute academy services service solutions australia nz
  partners associates consulting consultants hotel hotels motel resort cafe café restaurant bar pub tavern
  club clubs store stores supermarket supermarkets mine mines mining resources logistics transport
  transportation freight construction constructions builders building electrical plumbing department
  clinic centre center medical healthcare health care aged foundation trust agency airlines airways
  energy industries holdings enterprises studio studios bakery pharmacy chemist bank bakeries
  government shire city network networks systems technologies technology labs software media
  marketing insurance finance financial capital realty real estate properties property engineering
  farms farm pastoral station kitchen bistro brewery winery cellars distributors wholesale retail
  express couriers motors automotive ministry commonwealth authority commission office
  ambulance police defence army navy`.split(/\s+/),
);

const TITLE_WORDS = new Set(
  `manager assistant technician nurse engineer operator chef driver developer teacher accountant
  officer coordinator co-ordinator supervisor consultant analyst electrician plumber carpenter
  labourer laborer barista waiter waitress waitstaff attendant clerk administrator director lead
  head specialist apprentice intern worker cook cashier salesperson representative designer architect
  fitter mechanic welder boilermaker carer educator tutor lecturer receptionist bookkeeper controller
  advisor adviser agent crew hand foreman forewoman superintendent geologist surveyor programmer
  tester scientist therapist pharmacist doctor physiotherapist midwife paramedic cleaner storeperson
  picker packer leader owner founder ceo cfo cto coo president partner trainee graduate volunteer
  associate executive planner estimator inspector instructor coach trainer counsellor psychologist
  aide ranger guard bartender sommelier host hostess porter housekeeper concierge steward
  merchandiser buyer auditor secretary editor writer journalist photographer artist
  landscaper gardener painter tiler plasterer bricklayer glazier roofer rigger dogman scaffolder
  miner jumbo drill driller offsider dozer loader excavator machinist toolmaker
  sparky chippy butcher baker florist hairdresser beautician stylist barber
  dispatcher scheduler courier postie dispatch deckhand skipper pilot mate`.split(/\s+/),
);

const wordsLower = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

export function companyScore(text: string): number {
  const words = wordsLower(text);
  let score = 0;
  if (words.some((w) => COMPANY_WORDS.has(w))) score += 2;
  if (/\b(?:pty\.?\s*ltd|ltd|limited|inc|llc|plc)\b\.?/i.test(text)) score += 2;
  if (/&/.test(text) && words.length <= 5) score += 1;
  return score;
}

export function hasTitleWord(text: string): boolean {
  return wordsLower(text).some((w) => TITLE_WORDS.has(w));
}

export function positionScore(text: string): number {
  let score = 0;
  if (hasTitleWord(text)) score += 2;
  if (occupationOfTitle(taxonomy, text)) score += 2;
  if (/^(?:senior|junior|lead|head|chief|assistant|trainee|graduate|casual|acting)\b/i.test(text))
    score += 1;
  return score;
}

/** The text is, as a whole, a job title the taxonomy knows ("Registered Nurse"). */
export function isOccupationTitle(text: string): boolean {
  return taxonomy.resolve(text, 'occupation') !== null;
}

/** The taxonomy occupation a position resolves to. */
export function occupationIdOf(position: string): string | undefined {
  const found = occupationOfTitle(taxonomy, position);
  if (found) return found.id;
  // "Senior Nurse", "Casual Barista": the title without its seniority or kind of employment.
  const bare = position.replace(SENIORITY, '');
  return bare !== position && bare ? occupationOfTitle(taxonomy, bare)?.id : undefined;
}

const SENIORITY =
  /^(?:(?:senior|snr|sr|junior|jnr|jr|lead|head|chief|principal|casual|acting|relief|trainee|graduate|1st year|2nd year|3rd year|4th year|first year|second year|third year|fourth year)\.?\s+)+/i;
