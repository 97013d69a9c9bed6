// The census and analytics: calls, cookies, skip rules, performance metrics and reports.
export * from './analytics-reports';
export * from './census-requests';
export * from './census';
export * from './consent';
export * from './web-vitals';
