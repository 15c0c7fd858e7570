// The en-AU strings of the web app, served by GET /api/translations/?lang=en-AU and used
// directly by component tests. Texts in quotes in the spec are copied exactly.
export const enAU = {
  app: {
    name: 'Talent Portal',
    skipToContent: 'Skip to main content',
  },
  nav: {
    home: 'Home',
    profile: 'Profile',
    findJobs: 'Find Jobs',
    jobAlertPreferences: 'Job Alert Preferences',
    myCommunities: 'My Communities',
    jobMatching: 'Job Matching',
    findCommunities: 'Find Communities',
    mainNavigation: 'Main navigation',
    openMenu: 'Open navigation',
    closeMenu: 'Close navigation',
    newJobs_one: '{{count}} new job',
    newJobs_other: '{{count}} new jobs',
  },
  header: {
    account: 'Account',
    signedInAs: 'Signed in as {{email}}',
    privacy: 'Account Management and Privacy',
    signOut: 'Sign out',
  },
  footer: {
    copyright: '© {{year}} Talent Portal',
    privacy: 'Privacy',
    terms: 'Terms of use',
    help: 'Help',
  },
  pages: {
    home: 'Home',
    profile: 'Profile',
    findJobs: 'Find Jobs',
    jobAlertPreferences: 'Job Alert Preferences',
    jobAlertResults: 'Job Alert Results',
    myCommunities: 'My Communities',
    findCommunities: 'Find Communities',
    jobMatching: 'Job Matching',
    savedJobs: 'My Saved Jobs',
    jobDetails: 'Job details',
    privacy: 'Account Management and Privacy',
    jobApplications: 'My Job Applications',
    manageInternalJobAlerts: 'Manage Internal Job Alerts',
    editAvatar: 'Edit Profile Photo',
    comingSoon: 'This page is on its way.',
  },
  home: {
    welcome: 'Welcome, {{name}}',
  },
  jobMatching: {
    navigation: 'Job matching',
    myDashboard: 'My Dashboard',
  },
  errorPage: {
    title: 'Something went wrong',
  },
  notFound: {
    title: 'Page not found',
    body: "Sorry, we couldn't find the page you were looking for.",
    goHome: 'Go to Home',
  },
  auth: {
    signInTitle: 'Sign in',
    signInIntro: 'Sign in to search jobs, keep your profile and connect with talent communities.',
    signUpTitle: 'Create your account',
    signUpIntro: 'Join to find jobs matched to your skills.',
    name: 'Full name',
    email: 'Email address',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    signIn: 'Sign in',
    signUp: 'Create account',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
    forgotPassword: 'Forgot password?',
    forgotTitle: 'Reset your password',
    forgotIntro: "Enter your email address and we'll send you a link to reset your password.",
    sendResetLink: 'Send reset link',
    resetSent:
      'If an account exists for {{email}}, a link to reset your password is on its way. Check your email.',
    resetTitle: 'Choose a new password',
    resetPassword: 'Reset password',
    resetDone: 'Your password has been reset. Sign in with your new password.',
    resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
    backToSignIn: 'Back to sign in',
    passwordHint: 'At least 8 characters',
  },
  toasts: {
    sessionChangedTitle: 'Please reload to refresh your session.',
    sessionChangedMessage: 'You signed in with another tab or window.',
    outOfDateTitle: 'This app is out of date',
    outOfDateMessage:
      'You are using an older version of the product. Please save any outstanding changes and refresh to get the latest version.',
    reload: 'Reload',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    genericError: 'Something went wrong. Please try again.',
  },
} as const;

export type TranslationBundle = typeof enAU;
export const DEFAULT_LANGUAGE = 'en-AU';
export const translations: Record<string, TranslationBundle> = { 'en-AU': enAU };
