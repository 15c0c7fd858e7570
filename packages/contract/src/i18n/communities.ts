// en-AU texts of Find Communities (spec 3 section 2). Texts quoted in the spec are copied exactly.
export const communitiesTexts = {
  intro:
    'Join the talent communities of companies you would like to work for, to hear about their jobs first.',
  filters: {
    label: 'Search talent communities',
    country: 'Country',
    countryPlaceholder: 'Choose a country',
    noCountries: 'No matching countries',
    industry: 'Industry',
    allIndustries: 'All Industries',
    text: 'Search',
    textPlaceholder: 'Community or company name',
    clearText: 'Clear search',
  },
  results: {
    label: 'Talent communities',
    count_one: '{{count, number}} community',
    count_other: '{{count, number}} communities',
    loading: 'Loading talent communities…',
    loadFailed: "We couldn't load the talent communities.",
    emptyTitle: 'No Talent Communities found',
    emptyHint: 'Try another country or industry, or clear your search.',
    clearFilters: 'Clear filters',
  },
  card: {
    industry: 'Industry',
    roleTypes: 'Role types',
    connect: 'Connect',
    connectTo: 'Connect to {{name}}',
    connected: 'Connected',
  },
  connect: {
    title: 'Join {{company}} Talent Community',
    shares: '{{company}} will see the profile you share with your connections.',
    consent:
      'Your consent to share your profile with {{company}} lasts until you renew or withdraw it under My Communities.',
    confirm: 'Connect',
    cancel: 'Cancel',
    success: 'You joined the {{company}} Talent Community.',
  },
  pagination: {
    label: 'Talent community pages',
    page: 'Page {{page}}',
    previous: 'Previous page',
    next: 'Next page',
    jumpBack: 'Back {{jump}} pages',
    jumpForward: 'Forward {{jump}} pages',
    status: 'Page {{page}} of {{pages}}',
  },
} as const;
