// The Manage Internal Job Alerts modal's path under My Communities, and the flag that opens it
// with 'Roles are required' already shown (after a 406 from the job alerts toggle).

/** Relative to the connections page. */
export const jobAlertPreferencesPath = (connectionId: string) =>
  `job-alert-preferences/${encodeURIComponent(connectionId)}`;

export interface JobAlertPreferencesState {
  required: true;
}

export const REQUIRED_STATE: JobAlertPreferencesState = { required: true };

/** The router state carries the flag: a reload of the modal's URL opens it plainly. */
export function isRequiredState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<JobAlertPreferencesState>).required === true
  );
}
