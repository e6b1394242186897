import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import { LocalStorage } from './local.js';
import type { StorageProvider } from './provider.js';
import { LinkSigner, loadSigningSecret } from './signing.js';

/** The provider STORAGE_DRIVER names, configured from the environment. */
export async function createStorage(env: Env, db: Database): Promise<StorageProvider> {
  if (env.STORAGE_DRIVER === 's3') {
    // The AWS SDK is loaded only where S3 is configured (memory at rest, decision 0069).
    const { S3Storage } = await import('./s3.js');
    return new S3Storage({
      bucket: env.STORAGE_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      ttlSeconds: env.SIGNED_URL_TTL_SECONDS,
    });
  }
  const secret = await loadSigningSecret(db, env.STORAGE_SIGNING_SECRET);
  return new LocalStorage(
    env.uploadsDir,
    env.STORAGE_BUCKET,
    new LinkSigner(secret, env.SIGNED_URL_TTL_SECONDS),
  );
}
