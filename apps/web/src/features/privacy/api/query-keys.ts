// The query keys of Account Management and Privacy.
export const privacyKeys = {
  all: ['privacy'] as const,
  hasSetPassword: () => ['privacy', 'has-set-password'] as const,
};
