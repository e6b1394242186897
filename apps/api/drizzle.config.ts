import { defineConfig } from 'drizzle-kit';

// Run from apps/api (npm run db:generate): writes SQL migrations that PGlite and PostgreSQL both run.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
