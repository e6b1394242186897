import { STORAGE_KEYS } from '@portal/shared/storage-keys';

/** Keeps the campaign of any visited URL (spec §1, §3): a later visit with new values wins. */
export function captureUtm(search: string, storage: Storage = window.localStorage): void {
  const params = new URLSearchParams(search);
  const source = params.get('utm_source');
  const campaign = params.get('utm_campaign');
  if (source) storage.setItem(STORAGE_KEYS.utmSource, source);
  if (campaign) storage.setItem(STORAGE_KEYS.utmCampaign, campaign);
}
