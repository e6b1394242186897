/** Spanish message catalogue of spec §8 and §5, to the letter: one entry point, one file per area. */
export * from './messages/auth';
export * from './messages/candidates';
export * from './messages/client';
export * from './messages/common';
export * from './messages/documents';
export * from './messages/errors';
export * from './messages/landing';
export * from './messages/staff';
export * from './messages/vacancies';
export * from './messages/my-data';
export * from './messages/system';
export * from './messages/notifications';
export * from './messages/talent-pool';
