import fp from 'fastify-plugin';
import { seedContractTemplates } from './service.js';

/**
 * Contracts: the templates the portal ships with are in place at every start, demo data or not (a
 * fresh install must be able to issue a contract); a type that already has one is left as it is.
 */
export const contractsModule = fp(
  async (app) => {
    app.addHook('onReady', () => seedContractTemplates(app.db));
  },
  { name: 'contracts' },
);
