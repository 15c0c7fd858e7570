// en-AU texts of Account Management and Privacy and of closing the account (spec 3 sections 2, 3,
// 4, 5). The validation messages are the contract's PRIVACY_MESSAGES, copied from the spec.
import { PRIVACY_MESSAGES } from '../privacy';

export const privacyTexts = {
  intro: 'Manage your connections, who can see your profile, your data and your account.',
  information: {
    title: 'Privacy and security',
    text: 'Read how we collect, use and protect your personal information, and how we keep your account secure.',
    privacyPolicy: 'Privacy Policy',
    securityInfo: 'Security information',
    opensInNewTab: '(opens in a new tab)',
    contact: 'Questions about your privacy? Contact our Privacy Manager at',
  },
  connections: {
    title: 'Your connections',
    text: 'See the talent communities you are connected to, and renew or withdraw the data consent you gave each one.',
    manage: 'Manage Connections',
  },
  visibility: {
    title: 'Who can see your profile',
    text: 'Choose who can find and see your profile.',
    loading: 'Loading your profile visibility…',
    loadFailed: "We couldn't load your profile visibility.",
  },
  data: {
    title: 'Your data',
    download: 'Download my data (ZIP)',
    downloadText:
      'Download a ZIP file of everything we hold about you: your profile, connections and consents, applications, saved and removed jobs, alert preferences, skills, sign-in history and every file you have uploaded.',
    requestText: 'Would you rather ask us? Email our Privacy Manager for a copy of your data.',
    request: 'Request Data Export',
    requestSubject: 'Data export request (user id {{userId}})',
    requestBody:
      'Hello,\n\nPlease send me a copy of the personal data you hold about me.\n\nUser id: {{userId}}\n\nThank you.',
  },
  deleteAccount: {
    title: 'Delete Account',
    text: 'Closing your account deletes your profile, your connections, your applications and your files. This cannot be undone.',
    open: 'Delete Account',
  },
  deleteModal: {
    title: 'Delete your account',
    intro:
      'Your profile, connections, applications and files will be deleted. This cannot be undone.',
    reason: 'Why are you closing your account?',
    reasons: {
      noJobs: "I couldn't find any jobs that suit me",
      tooManyEmails: 'I get too many emails',
      duplicateAccount: 'I created a second account by mistake',
      notUsed: "I don't use my account",
      misunderstood: "The site isn't what I thought it was",
      businessAccount: 'I wanted an account for my business',
      hacked: 'I think my account has been hacked',
      other: 'Other',
    },
    reasonDescription: 'Tell us why',
    reasonDescriptionHint: 'Up to {{max}} characters',
    password: 'Password',
    passwordHint: 'Enter your password to confirm.',
    confirmation: 'Type {{word}} to confirm',
    confirmationHint: 'We will email you a link to finish closing your account.',
    checking: 'Checking your account…',
    loadFailed: "We couldn't check your account. Please try again.",
    retry: 'Try again',
    cancel: 'Cancel',
    confirm: 'Delete my account',
    sendLink: 'Email me the link',
  },
  checkEmail: {
    title: 'Check your email',
    text: 'We sent a link to close your account to {{email}}. Open it within {{hours}} hours to finish closing your account.',
    notSent: 'Your account stays open until you use the link.',
    done: 'OK',
  },
  accountClosed: {
    title: 'Your account has been closed',
    text: 'Your profile and your data have been deleted, and you have been signed out. Thank you for using Talent Portal.',
    signUp: 'Create a new account',
    signIn: 'Sign in',
  },
  confirmDeletion: {
    title: 'Close your account',
    intro:
      'You asked to close your account. Closing it deletes your profile, your connections, your applications and your files. This cannot be undone.',
    confirm: 'Close my account',
    failedTitle: "We couldn't close your account",
    invalid: PRIVACY_MESSAGES.confirmationLinkInvalid,
    keep: 'Keep my account',
  },
} as const;
