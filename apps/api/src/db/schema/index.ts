// Every table, one file per area; drizzle-kit reads this folder to generate migrations.
export * from './catalog.js';
