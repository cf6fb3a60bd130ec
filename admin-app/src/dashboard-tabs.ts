const DASHBOARD_TABS = ['bookings', 'users', 'messages', 'photographs', 'account'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number] | 'tours';

/** The tab `?tab=` names; the bookings tab when it names none or no tab there is. */
export function dashboardTabFromParam(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'bookings';
}
