/** The statistics of the dashboard, for the groups that may see them. */
export function StatisticsPanel() {
  return null;
}
