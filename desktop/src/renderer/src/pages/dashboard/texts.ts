/** The dashboard's texts: the welcome, the queue counts, the statistics panel's frame. */
export const dashboardTexts = {
  greeting: "Welcome, {{name}}",
  signedInAs: "Signed in as {{username}} · {{group}}",
  shortcuts: "Your areas",
  queues: "Waiting for you",
  countFailed: "The count could not be loaded",
  queue: {
    approvals: "Requests to approve",
    blacklist: "Blacklist requests",
    toShip: "Paid, to ship",
    consolidations: "To consolidate",
    splits: "To split",
    photos: "Photos asked",
  },
  statistics: "Statistics",
  statisticsSoon: "Parcels, shipments, sign-ups and payment volume over a date range will appear here.",
};
