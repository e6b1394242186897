/** Browser storage keys of spec §3; logout clears exactly these plus every job_ key. */
export const STORAGE_KEYS = {
  candidate: 'candidate',
  userId: 'user_id',
  userToken: 'user_token',
  user: 'user',
  utmSource: 'utm_source',
  utmCampaign: 'utm_campaign',
  slotId: 'idEspacioAgendamiento',
  selectedJobId: 'selectedJobId',
  vacancyRegister: 'vacanteRegister',
  authEvent: 'authEvent',
} as const;
export const JOB_STORAGE_PREFIX = 'job_';
