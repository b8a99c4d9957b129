// Query keys that more than one feature reads. Features do not import one another, so a
// key they share is written once here: a change one of them makes then refreshes what
// the other shows, and neither can drift from the other's spelling.

// The signed-in user (AuthService.Me): the admin shell's guard (RequireStaff) and the
// account page. Refreshing it after a required step (new password, two-factor) lets the
// shell open the rest of the back office.
export const meQueryKey = ['admin', 'me'] as const;

// Every staff account (StaffService.ListStaff): the staff page and the audit log's actor
// filter. Adding or disabling an account on the first refreshes the second.
export const staffListQueryKey = ['admin', 'staff', 'list'] as const;

// The dashboard's counts (DashboardService.GetDashboard): a contact message triaged on
// Connect Info changes its open messages and 24-hour share.
export const dashboardQueryKey = ['admin', 'dashboard'] as const;
