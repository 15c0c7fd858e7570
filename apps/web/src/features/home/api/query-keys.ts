// The query keys of the home dashboard.
export const homeKeys = {
  all: ['home'] as const,
  arrivalMessage: () => ['home', 'arrival-message'] as const,
  dashboardStatus: () => ['home', 'dashboard-status'] as const,
};
