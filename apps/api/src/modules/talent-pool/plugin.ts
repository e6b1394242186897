import fp from 'fastify-plugin';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { drainPoolQueue } from './refresh.js';

/** Rounds of 500 per pass: a bulk import of thousands of candidates is indexed within a few passes. */
const ROUNDS = 20;

/**
 * The pool's rows are rebuilt when a search asks (its own writes first) and by this pass every
 * minute in every process (the queue's `skip locked` keeps two from taking the same candidates).
 */
export const talentPoolModule = fp(
  async (app) => {
    scheduleJob(app, {
      name: 'base_talento',
      everyMs: 60_000,
      run: async () => {
        let total = 0;
        for (let round = 0; round < ROUNDS; round++) {
          const taken = await drainPoolQueue(app.db);
          total += taken;
          if (taken < 500) break;
        }
        return total;
      },
      count: (total) => total,
    });
  },
  { name: 'talent-pool' },
);
