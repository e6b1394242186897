import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3Storage } from '../infra/storage/s3.js';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** An S3 provider on that server, as the portal configures one. */
  storage: S3Storage;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, with the portal's bucket, in a fresh folder. */
export async function startS3Server(bucket = 'portal-documentos'): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = new S3Storage({
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    ttlSeconds: 900,
  });
  return {
    endpoint,
    bucket,
    storage,
    async close() {
      storage.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
