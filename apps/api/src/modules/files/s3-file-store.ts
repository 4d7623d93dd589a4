import type * as S3Sdk from '@aws-sdk/client-s3';
import { S3_CONNECT_TIMEOUT_MS, S3_MAX_ATTEMPTS, S3_REQUEST_TIMEOUT_MS } from '@growday/contracts';
import type { S3Config } from '../../config';
import type { FileStore } from './file-store';
import { contentTypeOf, demoFile } from './stored-files';

type S3Module = typeof S3Sdk;

/**
 * The SDK, imported on first use. The bundle (scripts/build.mjs) turns it, a CommonJS package,
 * into a chunk whose dynamic import has the exports under `default` only (as prom-client's, see
 * lib/prom-client.ts); tsx and Node give them by name. Either works here.
 */
async function loadS3Sdk(): Promise<S3Module> {
  const loaded = (await import('@aws-sdk/client-s3')) as S3Module & { default?: S3Module };
  return typeof loaded.S3Client === 'function' ? loaded : loaded.default!;
}

/**
 * Uploaded files in an S3-compatible bucket (FILE_STORE=s3): every API process on every host reads
 * what any of them wrote, and the bytes stay out of the database. One PUT stores a whole object, so
 * a reader never sees half a file. The SDK loads on first use, so a start never pays for it.
 */
export function createS3FileStore(s3: S3Config): FileStore {
  let client: Promise<{ sdk: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined;
  const connect = () =>
    (client ??= loadS3Sdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        maxAttempts: S3_MAX_ATTEMPTS,
        requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
        // Checksums only where S3 requires them: several S3-compatible servers refuse the
        // CRC32 headers newer SDKs add to every PUT by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  return {
    kind: 's3',
    async read(key) {
      const demo = demoFile(key);
      if (demo) return demo;
      // The key's extension decides the type, as on disk: an object's stored type is never trusted.
      const contentType = contentTypeOf(key);
      if (!contentType) return null;
      const { sdk, client: c } = await connect();
      try {
        const object = await c.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!object.Body) return null;
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async write(key, body) {
      const contentType = contentTypeOf(key);
      if (!contentType) throw new Error(`no content type for the storage key ${key}`);
      const { sdk, client: c } = await connect();
      await c.send(
        new sdk.PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Keys never change content (the files route says the same to browsers).
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async remove(key) {
      const { sdk, client: c } = await connect();
      // S3 answers 204 for a key that is not there, so removing twice is fine.
      await c.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}

/**
 * NoSuchKey (GET of a missing object), or a bare 404 from servers that send no error body. A
 * missing bucket is a misconfiguration, never "no such file": it goes on as an error.
 */
function isMissing(err: unknown): boolean {
  if (!(err instanceof Error) || err.name === 'NoSuchBucket') return false;
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return err.name === 'NoSuchKey' || status === 404;
}
