/**
 * Reports which well-known Australian and New Zealand suburbs and towns the gazetteer lacks, so
 * gaps are known rather than guessed. Run: node --import tsx packages/geo/scripts/check-suburb-coverage.ts
 */
import { searchPlaces } from '../src/index';
import { nameVariants, normaliseName } from '../src/places/normalise-name';

/** [name, state code or region name] of places people commonly search for. */
const suburbs: Record<'AU' | 'NZ', [string, string][]> = {
  AU: [
    ...['Surry Hills', 'Newtown', 'Bondi Beach', 'Manly', 'Chatswood', 'Paddington', 'Glebe']
      .concat(['Redfern', 'Pyrmont', 'Ultimo', 'Darlinghurst', 'Potts Point', 'Coogee', 'Randwick'])
      .concat(['Mosman', 'Neutral Bay', 'North Sydney', 'Balmain', 'Marrickville', 'Leichhardt'])
      .concat(['Parramatta', 'Penrith', 'Blacktown', 'Liverpool', 'Bankstown', 'Hurstville'])
      .concat([
        'Castle Hill',
        'Macquarie Park',
        'Cronulla',
        'Double Bay',
        'Rose Bay',
        'Kings Cross',
      ])
      .concat(['Sydney Olympic Park', 'Barangaroo', 'The Rocks', 'Haymarket', 'Zetland'])
      .map((name): [string, string] => [name, 'NSW']),
    ...['Fitzroy', 'St Kilda', 'South Yarra', 'Richmond', 'Carlton', 'Brunswick', 'Collingwood']
      .concat(['Prahran', 'Footscray', 'Northcote', 'Docklands', 'Southbank', 'Hawthorn', 'Kew'])
      .concat(['Box Hill', 'Dandenong', 'Frankston', 'Geelong', 'Ballarat', 'Bendigo', 'Toorak'])
      .concat(['Brighton', 'Elwood', 'Williamstown', 'Werribee', 'Glen Waverley', 'Doncaster'])
      .map((name): [string, string] => [name, 'VIC']),
    ...['Paddington', 'Fortitude Valley', 'New Farm', 'West End', 'South Brisbane', 'Toowong']
      .concat(['Spring Hill', 'Kangaroo Point', 'Woolloongabba', 'Chermside', 'Indooroopilly'])
      .concat(['Surfers Paradise', 'Southport', 'Broadbeach', 'Maroochydore', 'Noosa Heads'])
      .map((name): [string, string] => [name, 'QLD']),
    ...['Subiaco', 'Leederville', 'Fremantle', 'Cottesloe', 'Scarborough', 'Joondalup']
      .concat(['Northbridge', 'Mount Lawley', 'Victoria Park', 'Mandurah', 'Rockingham'])
      .map((name): [string, string] => [name, 'WA']),
    ...['Glenelg', 'Norwood', 'Unley', 'Prospect', 'Salisbury', 'Elizabeth', 'Mawson Lakes'].map(
      (name): [string, string] => [name, 'SA'],
    ),
    ...['Sandy Bay', 'Battery Point', 'Launceston', 'Devonport', 'Glenorchy'].map(
      (name): [string, string] => [name, 'TAS'],
    ),
    ...['Braddon', 'Kingston', 'Belconnen', 'Woden', 'Gungahlin', 'Tuggeranong'].map(
      (name): [string, string] => [name, 'ACT'],
    ),
    ...['Darwin', 'Palmerston', 'Alice Springs', 'Katherine'].map((name): [string, string] => [
      name,
      'NT',
    ]),
  ],
  NZ: [
    ...['Ponsonby', 'Parnell', 'Newmarket', 'Takapuna', 'Albany', 'Manukau', 'Henderson']
      .concat(['Remuera', 'Mount Eden', 'Grey Lynn', 'Devonport', 'Howick', 'Onehunga'])
      .concat(['Papakura', 'Pukekohe', 'Orewa', 'New Lynn', 'Glenfield', 'Botany Downs'])
      .map((name): [string, string] => [name, 'Auckland']),
    ...['Te Aro', 'Johnsonville', 'Karori', 'Kilbirnie', 'Lower Hutt', 'Upper Hutt', 'Petone']
      .concat(['Porirua'])
      .map((name): [string, string] => [name, 'Wellington']),
    ...['Riccarton', 'Sydenham', 'Addington', 'Hornby', 'Papanui', 'Merivale', 'Rangiora']
      .concat(['Rolleston', 'Kaikoura', 'Ashburton', 'Timaru'])
      .map((name): [string, string] => [name, 'Canterbury']),
    ...['Hamilton', 'Cambridge', 'Te Awamutu', 'Taupo', 'Frankton'].map(
      (name): [string, string] => [name, 'Waikato'],
    ),
    ...['Tauranga', 'Mount Maunganui', 'Rotorua', 'Whakatane'].map((name): [string, string] => [
      name,
      'Bay of Plenty',
    ]),
    ...['Dunedin', 'Queenstown', 'Wanaka', 'Alexandra', 'Oamaru'].map((name): [string, string] => [
      name,
      'Otago',
    ]),
  ],
};

for (const [countryIso2, places] of Object.entries(suburbs)) {
  const missing = places.filter(([name, state]) => {
    const wanted = normaliseName(name);
    const spellings = [wanted, ...nameVariants(wanted)];
    const results = searchPlaces(`${name}, ${state}`, { countryIso2, limit: 20 });
    return !results.some((place) => spellings.includes(normaliseName(place.name)));
  });
  const found = places.length - missing.length;
  console.log(`${countryIso2}: ${found} of ${places.length} found`);
  console.log(`  missing: ${missing.map(([name, state]) => `${name} (${state})`).join(', ')}`);
}
