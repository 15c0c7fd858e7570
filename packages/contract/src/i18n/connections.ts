// en-AU texts of My Communities and the Manage Internal Job Alerts modal (spec 3 sections 2 and
// 4). Texts quoted in the spec are copied exactly.
export const connectionsTexts = {
  intro: 'The talent communities you are connected to, and the data you share with them.',
  list: 'Your talent communities',
  loading: 'Loading your communities…',
  loadFailed: "We couldn't load your communities.",
  emptyTitle: 'You are not connected to any talent communities yet',
  emptyText:
    'Join the talent communities of employers you would like to work for to hear about their jobs first.',
  findCommunities: 'Find Communities',

  row: {
    logo: '{{company}} logo',
    relationship: {
      internal: 'an employee',
      contractor: 'a contractor',
    },
    connectedAs: 'Connected as {{relationship}}',
    invitedAs: 'Invited to connect as {{relationship}}',
    status: 'Status',
    statuses: {
      'On Hold': 'On Hold',
      Connected: 'Connected',
      Declined: 'Declined',
      New: 'New',
      Pending: 'Pending',
    },
    firstConnected: 'First connected',
    consentExpiry: 'Consent expiry',
    noConsent: 'Not given',
    expired: 'Expired',
    expiringSoon: 'Expiring Soon',
    consentExpiredOn: 'Consent expired on {{date}} ({{human}} ago).',
    consentWillExpireOn: 'Consent will expire on {{date}} ({{human}}).',
    consentExpiredOnDate: 'Consent expired on {{date}}.',
    consentWillExpireOnDate: 'Consent will expire on {{date}}.',
    renewConsent: 'Renew consent',
    renewConsentFor: 'Renew consent for {{community}}',
    jobAlerts: 'Job alerts',
    jobAlertsFor: 'Job alerts for {{community}}',
    manageJobAlerts: 'Manage',
    manageJobAlertsFor: 'Manage internal job alerts for {{community}}',
    actionsFor: 'Actions for {{community}}',
    busy: 'Updating {{company}}…',
  },

  actions: {
    reconnect: 'Reconnect',
    disconnect: 'Disconnect',
    accept: 'Connect',
    decline: 'Decline',
    ignore: 'Ignore',
  },

  disconnect: {
    title: 'Disconnect from {{company}} Talent Community',
    text: '{{company}} will no longer see your profile, and you will stop seeing their jobs in Find Jobs and hearing about them in job alerts. You can connect again later.',
    typeToConfirm: 'Type {{word}} to confirm',
    confirm: 'Disconnect',
    cancel: 'Cancel',
    done: 'Successfully disconnected from Talent Community.',
  },

  terms: {
    title: '{{company}} Terms and Conditions',
    intro:
      'By renewing your data consent, you agree that {{company}} may keep and use the information in your talent profile to contact you about jobs and to consider you for roles.',
    shares:
      'This includes your contact details, your resume and profile (work history, qualifications, skills and summaries) and your job applications to {{company}}.',
    period:
      'Your consent lasts for a fixed period. You can disconnect from the community at any time, and {{company}} will then stop using your information.',
    accept: 'I accept the {{company}} Terms and Conditions',
    acceptRequired: 'Please accept the terms and conditions to renew your consent',
    renew: 'Renew consent',
    cancel: 'Cancel',
    renewed:
      'You have successfully renewed your data consent for {{company}}. Your consent will expire on {{date}}.',
    done: 'Done',
  },

  /** The consent reminder mail's renewal page (public). */
  renewByLink: {
    loading: 'Loading your consent…',
    current: 'Your consent for {{company}} ends on {{date}}.',
    invalidTitle: 'This link cannot be used',
    doneTitle: 'Consent renewed',
    goToCommunities: 'Go to My Communities',
  },

  jobAlertPreferences: {
    intro: 'Hear about internal jobs at {{company}} that match your roles.',
    introUnknown: 'Hear about internal jobs that match your roles.',
    loading: 'Loading your job alert preferences…',
    loadFailed: "We couldn't load your job alert preferences.",
    rolesLabel: 'Roles',
    rolesHint: 'Role names or keywords, e.g. Registered Nurse, Team Leader',
    rolesRequired: 'Roles are required',
    enableAlerts: 'Enable alerts',
    frequency: 'Frequency',
    frequencies: {
      '1': 'Daily',
      '7': 'Weekly',
      '30': 'Monthly',
    },
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Your internal job alert preferences have been saved.',
  },
} as const;
