// en-AU texts of the home dashboard (spec 3 sections 2, 3, 4 and 9). The job alert listing and
// the browse-communities banner keep their own features' texts.
export const homeTexts = {
  welcome: 'Welcome, {{name}}',
  messages: {
    label: 'Messages',
    loading: 'Loading your messages…',
    loadFailed: "We couldn't load your messages.",
    welcomeTitle: 'Welcome to Talent Portal',
    welcomeBody:
      'Complete your profile so companies can get to know you, then join the talent communities of companies you would like to work for.',
    welcomeLink: 'Complete your profile',
    dismissWelcome: 'Dismiss welcome message',
    connection: '{{companyName}} invited you to join their talent community.',
    connectionLink: 'View invitation',
    dismissConnection: 'Dismiss invitation from {{companyName}}',
    job: 'Your application for {{roleName}} at {{companyName}} has been submitted.',
    jobLink: 'View your applications',
    dismissJob: 'Dismiss message about {{roleName}} at {{companyName}}',
    jobMatchingTitle: 'Job matching is on',
    jobMatching: 'Jobs at {{companyName}} are now matched to your skills and preferences.',
    jobMatchingLink: 'See your matched jobs',
    dismissJobMatching: 'Dismiss job matching message',
  },
  completion: {
    title: 'Profile completion',
    loadFailed: "We couldn't load your profile status.",
    percent: '{{percent, number}}%',
    progressLabel: 'Profile {{percent, number}}% complete',
    levels: {
      started: 'Started',
      good: 'Good',
      complete: 'Complete',
    },
    callsToActionLabel: 'Ways to improve your profile',
    points: '+{{points, number}}%',
    complete: 'Your profile is complete',
    noCallsToAction: 'Nothing more to add right now.',
  },
  stats: {
    title: 'Your activity',
    views: 'Profile views',
    connections: 'Connections',
    viewConnections: 'View your connections',
  },
} as const;
