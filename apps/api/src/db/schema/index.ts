// Every table, one file per area; drizzle-kit reads this folder to generate migrations.
export * from './catalog.js';
export * from './identity.js';
export * from './candidates.js';
export * from './mail.js';
export * from './vacancies.js';
export * from './documents.js';
export * from './staff.js';
export * from './orders.js';
export * from './hiring.js';
export * from './consents.js';
export * from './data-requests.js';
export * from './jobs.js';
export * from './retention.js';
export * from './public-versions.js';
export * from './vacancy-alerts.js';
export * from './notifications.js';
export * from './conversations.js';
