// The people of the resume corpus: names of the origins the AU/NZ workforce has, the places they
// live (as they write them, with the city a reader takes from each), phones, emails and the
// languages that go with each origin. Material only: resume-model.ts draws from it.

export interface Origin {
  key: string;
  first: string[];
  middle: string[];
  last: string[];
  /** Languages someone of this origin may list besides English, as they write them. */
  languages: string[];
}

export const origins: Origin[] = [
  {
    key: 'anglo',
    first: ['Jack', 'Olivia', 'Lachlan', 'Charlotte', 'Cooper', 'Kylie', 'Darren', 'Brodie'],
    middle: ['James', 'Louise', 'Thomas', 'Anne', 'Michael', 'Rose'],
    last: ['Mitchell', "O'Brien", 'McDonald', 'Fitzgerald', 'Walsh', 'Hughes', 'Thompson'],
    languages: ['Auslan', 'French', 'Spanish', 'Japanese'],
  },
  {
    key: 'chinese',
    first: ['Wei', 'Jiayi', 'Xiaoming', 'Hao', 'Mei', 'Yifan', 'Michelle', 'Jason'],
    middle: ['Li', 'Xin', 'Ming'],
    last: ['Zhang', 'Wang', 'Liu', 'Chen', 'Huang', 'Zhou', 'Xu', 'Wong'],
    languages: ['Mandarin', 'Cantonese'],
  },
  {
    key: 'indian',
    first: ['Priya', 'Arjun', 'Harpreet', 'Rahul', 'Ananya', 'Gurpreet', 'Deepika', 'Vikram'],
    middle: ['Kumar', 'Devi', 'Singh', 'Lakshmi'],
    last: ['Sharma', 'Patel', 'Kaur', 'Reddy', 'Iyer', 'Nair', 'Krishnan', 'Menon'],
    languages: ['Hindi', 'Punjabi', 'Tamil', 'Malayalam', 'Gujarati'],
  },
  {
    key: 'vietnamese',
    first: ['Thanh', 'Linh', 'Minh', 'Huong', 'Tuan', 'Phuong', 'Duc', 'Lan'],
    middle: ['Thi', 'Van', 'Ngoc', 'Quoc'],
    last: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vo', 'Huynh', 'Bui'],
    languages: ['Vietnamese'],
  },
  {
    key: 'arabic',
    first: ['Mohammed', 'Fatima', 'Omar', 'Layla', 'Yousef', 'Zainab', 'Khaled', 'Rania'],
    middle: ['Ali', 'Ahmad', 'Hassan'],
    last: ['Haddad', 'Khoury', 'El-Masri', 'Abdullah', 'Rahman', 'Nasser', 'Al-Hakim', 'Mansour'],
    languages: ['Arabic', 'Turkish', 'Farsi'],
  },
  {
    key: 'greek',
    first: ['Nikos', 'Georgia', 'Konstantinos', 'Eleni', 'Dimitri', 'Sophia', 'Stavros'],
    middle: ['Anna', 'George', 'Maria'],
    last: ['Papadopoulos', 'Nikolaidis', 'Georgiou', 'Christodoulou', 'Kyriakou', 'Dimitriou'],
    languages: ['Greek'],
  },
  {
    key: 'italian',
    first: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Giuseppe'],
    middle: ['Maria', 'Antonio', 'Rosa'],
    last: ['Rossi', 'Russo', 'Bianchi', 'De Luca', 'Lombardi', 'Di Stefano', 'Esposito'],
    languages: ['Italian'],
  },
  {
    key: 'maori',
    first: ['Aroha', 'Tama', 'Mere', 'Wiremu', 'Anahera', 'Rāwiri', 'Manaia', 'Tāne'],
    middle: ['Hemi', 'Kiri', 'Ngaio'],
    last: ['Ngata', 'Parata', 'Tipene', 'Te Whare', 'Herewini', 'Pōmare', 'Waititi'],
    languages: ['Te reo Māori'],
  },
  {
    key: 'filipino',
    first: ['Maria Cristina', 'Jose', 'Angelica', 'Mark Anthony', 'Jocelyn', 'Rodel', 'Rhea'],
    middle: ['Santos', 'Reyes'],
    last: ['Bautista', 'Dela Cruz', 'Mendoza', 'Villanueva', 'Aquino', 'Castillo', 'Ramos'],
    languages: ['Tagalog', 'Filipino', 'Cebuano'],
  },
  {
    key: 'korean',
    first: ['Ji-woo', 'Min-jun', 'Seo-yeon', 'Hyun-woo'],
    middle: [],
    last: ['Kim', 'Park', 'Lee', 'Choi'],
    languages: ['Korean'],
  },
  {
    key: 'pacific',
    first: ['Sione', 'Losa', 'Mele', 'Tevita'],
    middle: ['Viliami', 'Ana'],
    last: ['Taufa', 'Tuilagi', 'Fonoti', 'Latu'],
    languages: ['Tongan', 'Samoan'],
  },
];

/** How fluency is written after a language, and the fluency word itself. */
export const fluencyWords = ['native', 'fluent', 'conversational', 'basic', 'intermediate'];

export interface Place {
  suburb: string;
  state: string;
  postcode: string;
  country: 'AU' | 'NZ';
  street?: string;
}

export const places: Place[] = [
  { suburb: 'Parramatta', state: 'NSW', postcode: '2150', country: 'AU', street: 'Church St' },
  { suburb: 'Blacktown', state: 'NSW', postcode: '2148', country: 'AU' },
  { suburb: 'Bondi Junction', state: 'NSW', postcode: '2022', country: 'AU' },
  { suburb: 'Newcastle', state: 'NSW', postcode: '2300', country: 'AU', street: 'Hunter St' },
  { suburb: 'Wollongong', state: 'NSW', postcode: '2500', country: 'AU' },
  { suburb: 'Carlton', state: 'VIC', postcode: '3053', country: 'AU', street: 'Lygon St' },
  { suburb: 'Footscray', state: 'VIC', postcode: '3011', country: 'AU' },
  { suburb: 'Dandenong', state: 'VIC', postcode: '3175', country: 'AU' },
  { suburb: 'Geelong', state: 'VIC', postcode: '3220', country: 'AU' },
  { suburb: 'Ballarat', state: 'VIC', postcode: '3350', country: 'AU' },
  { suburb: 'Fortitude Valley', state: 'QLD', postcode: '4006', country: 'AU' },
  { suburb: 'Townsville', state: 'QLD', postcode: '4810', country: 'AU' },
  { suburb: 'Cairns', state: 'QLD', postcode: '4870', country: 'AU' },
  { suburb: 'Southport', state: 'QLD', postcode: '4215', country: 'AU' },
  { suburb: 'Toowoomba', state: 'QLD', postcode: '4350', country: 'AU', street: 'Ruthven St' },
  { suburb: 'Mackay', state: 'QLD', postcode: '4740', country: 'AU' },
  { suburb: 'Fremantle', state: 'WA', postcode: '6160', country: 'AU' },
  { suburb: 'Joondalup', state: 'WA', postcode: '6027', country: 'AU' },
  { suburb: 'Kalgoorlie', state: 'WA', postcode: '6430', country: 'AU' },
  { suburb: 'Karratha', state: 'WA', postcode: '6714', country: 'AU' },
  { suburb: 'Glenelg', state: 'SA', postcode: '5045', country: 'AU' },
  { suburb: 'Elizabeth', state: 'SA', postcode: '5112', country: 'AU' },
  { suburb: 'Hobart', state: 'TAS', postcode: '7000', country: 'AU', street: 'Elizabeth St' },
  { suburb: 'Launceston', state: 'TAS', postcode: '7250', country: 'AU' },
  { suburb: 'Darwin', state: 'NT', postcode: '0800', country: 'AU' },
  { suburb: 'Belconnen', state: 'ACT', postcode: '2617', country: 'AU' },
  { suburb: 'Manukau', state: 'Auckland', postcode: '2104', country: 'NZ' },
  { suburb: 'Hamilton', state: 'Waikato', postcode: '3204', country: 'NZ' },
  { suburb: 'Lower Hutt', state: 'Wellington', postcode: '5010', country: 'NZ' },
  { suburb: 'Christchurch', state: 'Canterbury', postcode: '8011', country: 'NZ' },
  { suburb: 'Tauranga', state: 'Bay of Plenty', postcode: '3110', country: 'NZ' },
  { suburb: 'Dunedin', state: 'Otago', postcode: '9016', country: 'NZ' },
];

export const emailDomains = {
  AU: ['gmail.com', 'outlook.com', 'bigpond.com', 'icloud.com', 'yahoo.com.au', 'live.com.au'],
  NZ: ['gmail.com', 'xtra.co.nz', 'outlook.co.nz', 'hotmail.com'],
};
