// Real Australian and New Zealand places (and a few sites abroad) with their postcodes and the
// coordinates of the town or suburb centre (4 decimals, about 10 m). Jobs are placed within
// ~2 km of these, so radius searches in the demo behave as they would on live data. New Zealand
// and Singapore have no states: `state` holds the region.

import type { CountryCode } from './companies';

export interface Place {
  name: string;
  state: string;
  postcode: string;
  countryIso2: CountryCode;
  latitude: number;
  longitude: number;
}

type Row = readonly [name: string, state: string, postcode: string, lat: number, lng: number];

const AU: readonly Row[] = [
  // New South Wales
  ['Sydney', 'NSW', '2000', -33.8688, 151.2093],
  ['Parramatta', 'NSW', '2150', -33.815, 151.0011],
  ['Chatswood', 'NSW', '2067', -33.7969, 151.1803],
  ['North Sydney', 'NSW', '2060', -33.839, 151.207],
  ['Surry Hills', 'NSW', '2010', -33.8861, 151.2111],
  ['Alexandria', 'NSW', '2015', -33.9042, 151.1968],
  ['Bondi Junction', 'NSW', '2022', -33.8932, 151.2477],
  ['Macquarie Park', 'NSW', '2113', -33.7765, 151.1229],
  ['Sydney Olympic Park', 'NSW', '2127', -33.8474, 151.0694],
  ['Blacktown', 'NSW', '2148', -33.771, 150.9063],
  ['Liverpool', 'NSW', '2170', -33.92, 150.9238],
  ['Penrith', 'NSW', '2750', -33.7511, 150.6942],
  ['Newcastle', 'NSW', '2300', -32.9283, 151.7817],
  ['Wollongong', 'NSW', '2500', -34.4278, 150.8931],
  ['Port Macquarie', 'NSW', '2444', -31.4333, 152.9],
  ['Coffs Harbour', 'NSW', '2450', -30.3022, 153.1189],
  ['Tamworth', 'NSW', '2340', -31.0927, 150.932],
  ['Dubbo', 'NSW', '2830', -32.2569, 148.6011],
  ['Orange', 'NSW', '2800', -33.2839, 149.1006],
  ['Wagga Wagga', 'NSW', '2650', -35.1082, 147.3598],
  ['Albury', 'NSW', '2640', -36.0806, 146.9158],
  // Victoria
  ['Melbourne', 'VIC', '3000', -37.8136, 144.9631],
  ['Docklands', 'VIC', '3008', -37.815, 144.946],
  ['Richmond', 'VIC', '3121', -37.823, 144.998],
  ['Footscray', 'VIC', '3011', -37.8, 144.9],
  ['Box Hill', 'VIC', '3128', -37.8189, 145.125],
  ['Clayton', 'VIC', '3168', -37.9247, 145.1206],
  ['Dandenong', 'VIC', '3175', -37.9875, 145.2149],
  ['Tullamarine', 'VIC', '3043', -37.701, 144.88],
  ['Geelong', 'VIC', '3220', -38.1499, 144.3617],
  ['Ballarat', 'VIC', '3350', -37.5622, 143.8503],
  ['Bendigo', 'VIC', '3550', -36.757, 144.2794],
  ['Shepparton', 'VIC', '3630', -36.3805, 145.3985],
  ['Traralgon', 'VIC', '3844', -38.1953, 146.5415],
  // Queensland
  ['Brisbane City', 'QLD', '4000', -27.4698, 153.0251],
  ['Fortitude Valley', 'QLD', '4006', -27.4568, 153.0339],
  ['South Brisbane', 'QLD', '4101', -27.4807, 153.0185],
  ['Ipswich', 'QLD', '4305', -27.6144, 152.7581],
  ['Southport', 'QLD', '4215', -27.9674, 153.3998],
  ['Surfers Paradise', 'QLD', '4217', -28.0023, 153.4145],
  ['Maroochydore', 'QLD', '4558', -26.66, 153.0992],
  ['Toowoomba', 'QLD', '4350', -27.5598, 151.9507],
  ['Rockhampton', 'QLD', '4700', -23.3791, 150.51],
  ['Gladstone', 'QLD', '4680', -23.8427, 151.2555],
  ['Mackay', 'QLD', '4740', -21.1411, 149.1861],
  ['Townsville', 'QLD', '4810', -19.259, 146.8169],
  ['Cairns', 'QLD', '4870', -16.9186, 145.7781],
  // Western Australia
  ['Perth', 'WA', '6000', -31.9523, 115.8613],
  ['Fremantle', 'WA', '6160', -32.0569, 115.7439],
  ['Joondalup', 'WA', '6027', -31.7448, 115.7661],
  ['Bunbury', 'WA', '6230', -33.3271, 115.6414],
  ['Kalgoorlie', 'WA', '6430', -30.749, 121.466],
  ['Karratha', 'WA', '6714', -20.7364, 116.8463],
  ['Port Hedland', 'WA', '6721', -20.31, 118.6069],
  // South Australia
  ['Adelaide', 'SA', '5000', -34.9285, 138.6007],
  ['Port Adelaide', 'SA', '5015', -34.8461, 138.5031],
  ['Mawson Lakes', 'SA', '5095', -34.81, 138.61],
  ['Whyalla', 'SA', '5600', -33.0327, 137.5648],
  ['Mount Gambier', 'SA', '5290', -37.8284, 140.7804],
  // Tasmania
  ['Hobart', 'TAS', '7000', -42.8821, 147.3272],
  ['Launceston', 'TAS', '7250', -41.434, 147.137],
  ['Devonport', 'TAS', '7310', -41.18, 146.35],
  // Australian Capital Territory
  ['Canberra', 'ACT', '2601', -35.2809, 149.13],
  ['Belconnen', 'ACT', '2617', -35.2389, 149.0653],
  // Northern Territory
  ['Darwin', 'NT', '0800', -12.4634, 130.8456],
  ['Palmerston', 'NT', '0830', -12.4806, 130.984],
  ['Alice Springs', 'NT', '0870', -23.698, 133.8807],
];

const NZ: readonly Row[] = [
  ['Auckland Central', 'Auckland', '1010', -36.8485, 174.7633],
  ['Newmarket', 'Auckland', '1023', -36.87, 174.777],
  ['Takapuna', 'Auckland', '0622', -36.7885, 174.7702],
  ['Manukau', 'Auckland', '2104', -36.993, 174.88],
  ['Whangārei', 'Northland', '0110', -35.7251, 174.3237],
  ['Hamilton', 'Waikato', '3204', -37.787, 175.2793],
  ['Tauranga', 'Bay of Plenty', '3110', -37.6878, 176.1651],
  ['Rotorua', 'Bay of Plenty', '3010', -38.1368, 176.2497],
  ['New Plymouth', 'Taranaki', '4310', -39.0556, 174.0752],
  ['Napier', "Hawke's Bay", '4110', -39.4928, 176.912],
  ['Palmerston North', 'Manawatū-Whanganui', '4410', -40.3523, 175.6082],
  ['Wellington Central', 'Wellington', '6011', -41.2865, 174.7762],
  ['Lower Hutt', 'Wellington', '5010', -41.2092, 174.908],
  ['Nelson', 'Nelson', '7010', -41.2706, 173.284],
  ['Christchurch Central', 'Canterbury', '8011', -43.5321, 172.6362],
  ['Queenstown', 'Otago', '9300', -45.0312, 168.6626],
  ['Dunedin', 'Otago', '9016', -45.8788, 170.5028],
  ['Invercargill', 'Southland', '9810', -46.4132, 168.3538],
];

function toPlaces(rows: readonly Row[], countryIso2: Place['countryIso2']): Place[] {
  return rows.map(([name, state, postcode, latitude, longitude]) => ({
    name,
    state,
    postcode,
    countryIso2,
    latitude,
    longitude,
  }));
}

// The sites of the employers abroad (communities without jobs yet).
const SG: readonly Row[] = [
  ['Jurong East', 'West Region', '609731', 1.3329, 103.7436],
  ['Changi', 'East Region', '486049', 1.3644, 103.9915],
];

const GB: readonly Row[] = [
  ['Reading', 'England', 'RG1 1JX', 51.4543, -0.9781],
  ['Oxford', 'England', 'OX1 1BX', 51.752, -1.2577],
];

export const PLACES: readonly Place[] = [
  ...toPlaces(AU, 'AU'),
  ...toPlaces(NZ, 'NZ'),
  ...toPlaces(SG, 'SG'),
  ...toPlaces(GB, 'GB'),
];

export const PLACES_BY_NAME: ReadonlyMap<string, Place> = new Map(PLACES.map((p) => [p.name, p]));

export const COUNTRY_NAMES: Readonly<Record<Place['countryIso2'], string>> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  SG: 'Singapore',
  GB: 'United Kingdom',
};

export const CURRENCIES: Readonly<Record<Place['countryIso2'], string>> = {
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  GB: 'GBP',
};

/** Generous boxes around each country (Australia's mainland and Tasmania), for sanity checks. */
export const COUNTRY_BOUNDS: Readonly<
  Record<Place['countryIso2'], { minLat: number; maxLat: number; minLng: number; maxLng: number }>
> = {
  AU: { minLat: -44, maxLat: -10, minLng: 112, maxLng: 154 },
  NZ: { minLat: -47.5, maxLat: -34, minLng: 166, maxLng: 179 },
  SG: { minLat: 1.15, maxLat: 1.48, minLng: 103.6, maxLng: 104.1 },
  GB: { minLat: 49.8, maxLat: 60.9, minLng: -8.7, maxLng: 1.8 },
};
