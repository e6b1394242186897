import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  contentDispositionOfKey,
  contentTypeOfKey,
  type OpenedObject,
  type StorageProvider,
  type StoredObject,
} from './provider.js';

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  ttlSeconds: number;
}

/**
 * S3 (or any S3-compatible server). An upload is first streamed to a temporary file, which gives
 * PutObject its exact length without holding the file in memory; the temporary file is always removed.
 */
export class S3Storage implements StorageProvider {
  readonly driver = 's3' as const;
  readonly bucket: string;
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Unreachable storage fails in seconds, not the SDK's unlimited wait: the upload answers 503.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      // S3-compatible servers (s3rver, MinIO…) may not read the SDK's default streaming checksums.
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    const spool = join(tmpdir(), `portal-upload-${randomBytes(8).toString('hex')}`);
    try {
      await pipeline(body, createWriteStream(spool, { flags: 'wx' }));
      const { size } = await stat(spool);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(spool),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      await rm(spool, { force: true });
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** GetObject's body is the HTTP response itself: read as it arrives, never buffered here. */
  async open(key: string): Promise<OpenedObject | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** S3 has no rename: a server-side copy (the bytes do not pass through us), then the delete. */
  async move(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    await this.delete(from);
  }

  signedUrl(key: string): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: contentTypeOfKey(key),
      ResponseContentDisposition: contentDispositionOfKey(key),
    });
    return getSignedUrl(this.client, command, { expiresIn: this.settings.ttlSeconds });
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key, lastModified: item.LastModified ?? new Date() };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
