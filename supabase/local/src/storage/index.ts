import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext, ServiceHandler, SqlExecutor } from '../contracts.ts';
import { type Caller, GATEWAY_ERRORS, resolveCaller } from '../gateway.ts';
import {
  BodyTooLargeError,
  headerValue,
  jsonNestingDepth,
  readBody,
  readBodyBytes,
  sendJson,
} from '../http.ts';
import { errors, fromDatabaseError, StorageError } from './errors.ts';
import { createFileStore, type FileStore } from './files.ts';
import { checkImage } from './image-check.ts';
import {
  baseMimeType,
  checkAllowedMimeTypes,
  checkBucketName,
  checkKey,
  mimeTypeAllowed,
  parseFileSizeLimit,
} from './keys.ts';
import { parseMultipart } from './multipart.ts';
import { signUrlToken, verifyUrlToken } from './tokens.ts';

// Supabase Storage at /storage/v1 (decision 190): the routes, bodies and error shapes of hosted
// Supabase's Storage API that @supabase/storage-js calls. Every read and write of storage.buckets
// and storage.objects runs in a transaction as the caller's role with its claims, so the row
// level security policies in supabase/migrations decide, as on hosted Supabase. Public and
// signed URLs are read with the service role once the bucket's flag or the token allowed it.

/** The server's own limit on one upload (hosted Supabase's default, 50 MiB). */
const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** A signed upload URL's lifetime, as hosted (two hours). */
const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;
/** Room for a multipart body's boundaries and fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const JSON_BODY_LIMIT = 1024 * 1024;
const MAX_PATHS_PER_REQUEST = 1000;
const MAX_USER_METADATA_BYTES = 8 * 1024;
/** A signed URL lives at most a year, as storage-js' callers ask in seconds. */
const MAX_EXPIRES_IN = 365 * 24 * 60 * 60;
const ROLES = new Set(['anon', 'authenticated', 'service_role']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StorageOptions {
  /** The server's limit on one object in bytes; a bucket's own limit may only be lower. */
  fileSizeLimit?: number;
  /** Per-role statement timeouts, as REST sets them. */
  statementTimeouts?: Record<string, string>;
  /**
   * The most pixels a picture may have in a bucket that takes only images (default 40 million;
   * decision 191). Such buckets also have every upload's bytes checked against its type.
   */
  imageMaxPixels?: number;
}

export interface StorageService {
  handle: ServiceHandler;
  files: FileStore;
  /** Removes files no row names, left by a process killed mid-upload (run at start). */
  sweep(): Promise<number>;
}

interface BucketRow {
  id: string;
  public: boolean | null;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  owner: string | null;
  owner_id: string | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

/** Who a request acts as: a caller's verified JWT, or the service (public and signed URLs). */
type Actor = Caller | 'service';

const OBJECT_COLUMNS =
  'id, name, bucket_id, version, metadata, user_metadata, owner, owner_id, created_at, updated_at, last_accessed_at';

export function createStorageService(
  ctx: ServerContext,
  dataDir: string,
  options: StorageOptions = {},
): StorageService {
  const globalLimit = options.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT;
  const imageMaxPixels = options.imageMaxPixels ?? 40_000_000;
  const timeouts = options.statementTimeouts ?? { anon: '3s', authenticated: '8s' };
  const files = createFileStore(dataDir);
  const secret = ctx.keys.jwtSecret;

  /**
   * One transaction as `actor`: `prelude` first, as the server's own role (what it must know
   * whatever the caller may see), then the caller's role and claims, then `work`.
   */
  async function inTransaction<T, P = undefined>(
    actor: Actor,
    work: (tx: SqlExecutor, pre: P) => Promise<T>,
    prelude?: (tx: SqlExecutor) => Promise<P>,
  ): Promise<T> {
    const claims = actor === 'service' ? { role: 'service_role' } : actor.claims;
    const role = actor === 'service' ? 'service_role' : actor.role;
    const settings: [string, string][] = [
      ['search_path', 'storage, public, extensions'],
      ['request.jwt.claims', JSON.stringify(claims)],
    ];
    const timeout = timeouts[role];
    if (timeout) settings.push(['statement_timeout', timeout]);
    settings.push(['role', role]);
    const sql = `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`;
    return ctx.db.transaction(async (tx) => {
      const pre = (prelude ? await prelude(tx) : undefined) as P;
      await tx.query(sql, settings.flat());
      return work(tx, pre);
    });
  }

  async function bucketFor(bucketId: string): Promise<BucketRow> {
    const { rows } = await ctx.db.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucketId],
    );
    const bucket = rows[0];
    if (!bucket) throw errors.noSuchBucket();
    return bucket;
  }

  // ---- buckets ----

  async function listBuckets(actor: Actor, url: URL) {
    const limit = optionalInt(url.searchParams.get('limit'), 1, 1000);
    const offset = optionalInt(url.searchParams.get('offset'), 0, Number.MAX_SAFE_INTEGER) ?? 0;
    const search = url.searchParams.get('search') ?? '';
    const column = url.searchParams.get('sortColumn') ?? 'name';
    if (!['id', 'name', 'created_at', 'updated_at'].includes(column))
      throw errors.invalidRequest('sortColumn must be one of id, name, created_at, updated_at');
    const order = url.searchParams.get('sortOrder') === 'desc' ? 'desc' : 'asc';
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query(
        `select ${BUCKET_COLUMNS} from storage.buckets where name ilike $1 escape '\\'
         order by ${column} ${order}, id limit $2 offset $3`,
        [`%${escapeLike(search)}%`, limit ?? null, offset],
      ),
    );
    return rows.map(bucketBody);
  }

  async function getBucket(actor: Actor, id: string) {
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
    );
    if (!rows[0]) throw errors.noSuchBucket();
    return bucketBody(rows[0]);
  }

  function bucketSettings(body: Record<string, unknown>) {
    const fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
    if (fileSizeLimit !== null && fileSizeLimit > globalLimit)
      throw errors.invalidRequest(
        `file_size_limit may be at most the server's limit of ${globalLimit} bytes`,
      );
    if (body.public !== undefined && typeof body.public !== 'boolean')
      throw errors.invalidRequest('public must be true or false');
    return {
      isPublic: body.public === true,
      fileSizeLimit,
      allowedMimeTypes: checkAllowedMimeTypes(body.allowed_mime_types),
    };
  }

  async function createBucket(actor: Caller, body: Record<string, unknown>) {
    const id = checkBucketName(body.id ?? body.name);
    const name = body.name === undefined ? id : checkBucketName(body.name);
    const settings = bucketSettings(body);
    const sub = actor.claims.sub;
    await inTransaction(actor, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          sub && UUID.test(sub) ? sub : null,
          sub ?? null,
          settings.isPublic,
          settings.fileSizeLimit,
          settings.allowedMimeTypes,
        ],
      ),
    );
    return { name: id };
  }

  /** Changes only the settings the body names, as hosted does (a partial update keeps the rest). */
  async function updateBucket(actor: Caller, id: string, body: Record<string, unknown>) {
    const settings = bucketSettings(body);
    const sets: string[] = [];
    const values: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      values.push(value);
      sets.push(`${column} = $${values.length}`);
    };
    if (body.public !== undefined) set('public', settings.isPublic);
    if (body.file_size_limit !== undefined) set('file_size_limit', settings.fileSizeLimit);
    if (body.allowed_mime_types !== undefined) set('allowed_mime_types', settings.allowedMimeTypes);
    sets.push('updated_at = now()');
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1 returning id`, values),
    );
    if (!rows[0]) throw errors.noSuchBucket();
    return { message: 'Successfully updated' };
  }

  async function emptyBucket(actor: Caller, id: string) {
    await bucketFor(id);
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 returning version',
        [id],
      ),
    );
    await removeFiles(rows);
    // Hosted's words (it empties in the background); here the bucket is empty when this answers.
    return { message: 'Empty bucket has been queued. Completion may take up to an hour.' };
  }

  async function deleteBucket(actor: Caller, id: string) {
    await inTransaction(
      actor,
      async (tx) => {
        const { rows } = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
        if (!rows[0]) throw errors.noSuchBucket();
      },
      async (tx) => {
        const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
        if (rows[0]) throw errors.bucketNotEmpty();
      },
    );
    return { message: 'Successfully deleted' };
  }

  // ---- uploads ----

  interface Upload {
    bytes: Buffer;
    mimeType: string;
    cacheControl: string;
    userMetadata: Record<string, unknown> | null;
  }

  /** The file of an upload request, within the bucket's limits (hosted's checks and words). */
  async function readUpload(req: IncomingMessage, bucket: BucketRow): Promise<Upload> {
    const bucketLimit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
    const limit = bucketLimit === null ? globalLimit : Math.min(bucketLimit, globalLimit);
    const contentType = headerValue(req, 'content-type') ?? '';
    const multipart = baseMimeType(contentType) === 'multipart/form-data';
    let raw: Buffer;
    try {
      raw = await readBodyBytes(req, multipart ? limit + MULTIPART_OVERHEAD : limit);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw errors.entityTooLarge();
      throw error;
    }
    let upload: Upload;
    if (multipart) {
      const form = parseMultipart(raw, contentType);
      if (!form) throw errors.invalidRequest('The multipart body could not be read');
      if (!form.file) throw errors.invalidRequest('No content provided');
      const metadataField = form.fields.get('metadata');
      upload = {
        bytes: form.file.bytes,
        mimeType: form.file.type || 'text/plain;charset=UTF-8',
        cacheControl: cacheControlOf(form.fields.get('cacheControl') ?? null),
        userMetadata: metadataField === undefined ? null : userMetadataOf(metadataField),
      };
    } else {
      const metadataHeader = headerValue(req, 'x-metadata');
      let metadataText: string | null = null;
      if (metadataHeader !== undefined) {
        metadataText = Buffer.from(metadataHeader, 'base64').toString('utf8');
      }
      upload = {
        bytes: raw,
        mimeType: contentType || 'text/plain;charset=UTF-8',
        cacheControl: cacheControlOf(headerValue(req, 'cache-control') ?? null),
        userMetadata: metadataText === null ? null : userMetadataOf(metadataText),
      };
    }
    if (upload.bytes.length > limit) throw errors.entityTooLarge();
    const base = baseMimeType(upload.mimeType);
    // It is sent back as the download's Content-Type: printable ASCII only, or no header could carry it.
    if (
      !/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(base) ||
      upload.mimeType.length > 255 ||
      !/^[\x20-\x7e]+$/.test(upload.mimeType)
    )
      throw errors.invalidMimeType(upload.mimeType);
    if (!mimeTypeAllowed(upload.mimeType, bucket.allowed_mime_types))
      throw errors.invalidMimeType(upload.mimeType);
    // Stricter than hosted (decision 191): a bucket of pictures takes what the bytes say.
    if (bucket.allowed_mime_types?.every((type) => type.toLowerCase().startsWith('image/'))) {
      const verdict = checkImage(upload.bytes, base, imageMaxPixels);
      if (!verdict.ok) {
        if (verdict.reason === 'pixels')
          throw new StorageError(413, 'EntityTooLarge', 'Payload too large', verdict.message);
        throw new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', verdict.message);
      }
    }
    return upload;
  }

  interface NewObject {
    bucketId: string;
    key: string;
    mode: 'insert' | 'upsert' | 'update';
    owner: string | undefined;
    metadata: Record<string, unknown> | null;
    userMetadata: Record<string, unknown> | null;
  }

  /**
   * The row of a file already placed as `version`: `mode` insert (refusing an existing key),
   * upsert, or update (the key must exist). A failed row removes the new file; the file it
   * replaced goes once the row is committed.
   */
  async function commitObject(actor: Actor, object: NewObject, version: string) {
    const { bucketId, key, mode, owner } = object;
    const replaced: { version: string | null } = { version: null };
    let id: string;
    try {
      id = await inTransaction(
        actor,
        async (tx, previous: string | null) => {
          replaced.version = previous;
          const values = [
            bucketId,
            key,
            version,
            object.metadata === null ? null : JSON.stringify(object.metadata),
            object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
            owner && UUID.test(owner) ? owner : null,
            owner ?? null,
          ];
          if (mode === 'update') {
            const { rows } = await tx.query<{ id: string }>(
              `update storage.objects set version = $3, metadata = $4, user_metadata = $5, owner = $6,
                 owner_id = $7, updated_at = now(), last_accessed_at = now()
               where bucket_id = $1 and name = $2 returning id`,
              values,
            );
            if (!rows[0]) throw errors.noSuchKey();
            return rows[0].id;
          }
          const conflict =
            mode === 'upsert'
              ? `on conflict (bucket_id, name) do update set version = excluded.version,
                   metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                   owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now(),
                   last_accessed_at = now()`
              : '';
          const { rows } = await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, version, metadata, user_metadata, owner, owner_id)
             values ($1, $2, $3, $4, $5, $6, $7) ${conflict} returning id`,
            values,
          );
          return (rows[0] as { id: string }).id;
        },
        // The version it replaces, read whatever the caller may see (the policies still decide).
        async (tx) => {
          const { rows } = await tx.query<{ version: string | null }>(
            'select version from storage.objects where bucket_id = $1 and name = $2 for update',
            [bucketId, key],
          );
          return rows[0]?.version ?? null;
        },
      );
    } catch (error) {
      await files.remove([version]);
      throw error;
    }
    if (replaced.version && replaced.version !== version) await files.remove([replaced.version]);
    return { Id: id, Key: `${bucketId}/${key}` };
  }

  /** An upload: the file is placed durably first, then its row is committed. */
  async function store(
    actor: Actor,
    req: IncomingMessage,
    bucketId: string,
    key: string,
    mode: 'insert' | 'upsert' | 'update',
    owner: string | undefined,
  ) {
    const bucket = await bucketFor(bucketId);
    const upload = await readUpload(req, bucket);
    const metadata = {
      eTag: `"${await md5InSlices(upload.bytes)}"`,
      size: upload.bytes.length,
      mimetype: upload.mimeType,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: upload.bytes.length,
      httpStatusCode: 200,
    };
    const version = await files.write(upload.bytes);
    return commitObject(
      actor,
      { bucketId, key, mode, owner, metadata, userMetadata: upload.userMetadata },
      version,
    );
  }

  // ---- reads ----

  async function findObject(actor: Actor, bucketId: string, key: string): Promise<ObjectRow> {
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, key],
      ),
    );
    if (!rows[0]) throw errors.noSuchKey();
    return rows[0];
  }

  async function serve(req: IncomingMessage, res: ServerResponse, url: URL, object: ObjectRow) {
    const file = object.version ? await files.read(object.version) : null;
    if (!file) throw errors.noSuchKey();
    const metadata = object.metadata ?? {};
    const etag = typeof metadata.eTag === 'string' ? metadata.eTag : undefined;
    const headers: Record<string, string> = {
      'Content-Type': String(metadata.mimetype ?? 'application/octet-stream'),
      'Content-Length': String(file.size),
      'Cache-Control': String(metadata.cacheControl ?? 'no-cache'),
      'Last-Modified': new Date(object.updated_at).toUTCString(),
      // Uploaded bytes are served from the site's origin: never sniffed, never run as a page.
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy':
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    };
    if (etag) headers.ETag = etag;
    const download = url.searchParams.get('download');
    if (download !== null) {
      const name = download || (object.name.split('/').pop() ?? 'download');
      headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
    }
    if (etag && headerValue(req, 'if-none-match') === etag) {
      file.stream.destroy();
      delete headers['Content-Length'];
      res.writeHead(304, headers).end();
      return;
    }
    if (req.method === 'HEAD') {
      file.stream.destroy();
      res.writeHead(200, headers).end();
      return;
    }
    res.writeHead(200, headers);
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }

  async function info(actor: Actor, bucketId: string, key: string) {
    const object = await findObject(actor, bucketId, key);
    const metadata = object.metadata ?? {};
    return {
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: object.user_metadata ?? {},
      last_modified: object.updated_at,
      created_at: object.created_at,
    };
  }

  async function list(actor: Actor, bucketId: string, body: Record<string, unknown>) {
    await bucketFor(bucketId);
    const rawPrefix = body.prefix ?? '';
    if (typeof rawPrefix !== 'string') throw errors.invalidRequest('prefix must be a string');
    const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
    const limit = body.limit === undefined ? 100 : checkInt(body.limit, 'limit', 1, 1000);
    const offset =
      body.offset === undefined ? 0 : checkInt(body.offset, 'offset', 0, Number.MAX_SAFE_INTEGER);
    const search = body.search ?? '';
    if (typeof search !== 'string' || search.length > 1024)
      throw errors.invalidRequest('search must be a string');
    const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
    const column = sortBy.column ?? 'name';
    if (
      typeof column !== 'string' ||
      !['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(column)
    )
      throw errors.invalidRequest('sortBy.column must be name, updated_at, created_at or last_accessed_at');
    const order = sortBy.order === 'desc' ? 'desc' : 'asc';
    const orderBy =
      column === 'name' ? `name collate "C" ${order}` : `${column} ${order} nulls last, name collate "C"`;
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query(
        `with found as (
           select substr(name, $3::int + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
           from storage.objects
           where bucket_id = $1 and name like $2 escape '\\' and substr(name, $3::int + 1) ilike $4 escape '\\'
         ), entries as (
           select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
           from found where strpos(rest, '/') > 0
           union all
           select rest, id, updated_at, created_at, last_accessed_at, metadata from found where strpos(rest, '/') = 0
         )
         select * from entries order by ${orderBy} limit $5 offset $6`,
        [bucketId, `${escapeLike(prefix)}%`, prefix.length, `${escapeLike(search)}%`, limit, offset],
      ),
    );
    return rows;
  }

  /**
   * list-v2: names under a raw prefix, with `with_delimiter` the next level's folders as
   * `<prefix><folder>/`, sorted by name, created_at or updated_at, paged by an opaque cursor (an
   * offset here, keyset on hosted; clients only pass it back).
   */
  async function listV2(actor: Actor, bucketId: string, body: Record<string, unknown>) {
    await bucketFor(bucketId);
    const prefix = body.prefix ?? '';
    if (typeof prefix !== 'string' || prefix.length > 1024)
      throw errors.invalidRequest('prefix must be a string');
    const limit = body.limit === undefined ? 1000 : checkInt(body.limit, 'limit', 1, 1000);
    const delimited = body.with_delimiter === true;
    let cursor = { offset: 0, column: 'name', order: 'asc' };
    const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
    if (sortBy.column !== undefined) {
      if (typeof sortBy.column !== 'string' || !['name', 'created_at', 'updated_at'].includes(sortBy.column))
        throw errors.invalidRequest('sortBy.column must be name, created_at or updated_at');
      cursor.column = sortBy.column;
    }
    if (sortBy.order === 'desc') cursor.order = 'desc';
    if (body.cursor !== undefined) cursor = readCursor(body.cursor);
    const order = cursor.order === 'desc' ? 'desc' : 'asc';
    const orderBy =
      cursor.column === 'name'
        ? `name collate "C" ${order}`
        : `${cursor.column === 'created_at' ? 'created_at' : 'updated_at'} ${order}, name collate "C" ${order}`;
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query<Record<string, unknown> & { id: string | null; name: string }>(
        `with found as (
           select name, id, metadata, created_at, updated_at, last_accessed_at,
             case when $3 and strpos(substr(name, $4::int + 1), '/') > 0
               then substr(name, 1, $4::int + strpos(substr(name, $4::int + 1), '/')) end as folder
           from storage.objects where bucket_id = $1 and name like $2 escape '\\'
         ), entries as (
           select folder as name, null::uuid as id, null::jsonb as metadata, min(created_at) as created_at,
             max(updated_at) as updated_at, null::timestamptz as last_accessed_at
           from found where folder is not null group by folder
           union all
           select name, id, metadata, created_at, updated_at, last_accessed_at from found where folder is null
         )
         select * from entries order by ${orderBy} limit $5 offset $6`,
        [bucketId, `${escapeLike(prefix)}%`, delimited, prefix.length, limit + 1, cursor.offset],
      ),
    );
    const hasNext = rows.length > limit;
    const page = rows.slice(0, limit);
    return {
      hasNext,
      ...(hasNext
        ? {
            nextCursor: Buffer.from(
              JSON.stringify({ offset: cursor.offset + limit, column: cursor.column, order }),
            ).toString('base64url'),
          }
        : {}),
      folders: page
        .filter((row) => row.id === null)
        .map((row) => ({ key: row.name.replace(/\/$/, ''), name: row.name })),
      objects: page.filter((row) => row.id !== null).map((row) => ({ ...row, key: row.name })),
    };
  }

  // ---- changes ----

  async function removeFiles(rows: { version: string | null }[]) {
    await files.remove(rows.flatMap((row) => (row.version ? [row.version] : [])));
  }

  async function removeMany(actor: Caller, bucketId: string, body: Record<string, unknown>) {
    const prefixes = body.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > MAX_PATHS_PER_REQUEST ||
      prefixes.some((p) => typeof p !== 'string')
    )
      throw errors.invalidRequest(`prefixes must be a list of 1 to ${MAX_PATHS_PER_REQUEST} object names`);
    await bucketFor(bucketId);
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, prefixes],
      ),
    );
    await removeFiles(rows);
    return rows.map(({ version: _, user_metadata: __, ...row }) => row);
  }

  async function removeOne(actor: Caller, bucketId: string, key: string) {
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
        [bucketId, key],
      ),
    );
    if (!rows[0]) throw errors.noSuchKey();
    await removeFiles(rows);
    return { message: 'Successfully deleted' };
  }

  function moveArguments(body: Record<string, unknown>) {
    const bucketId = checkBucketName(body.bucketId);
    const destinationBucket =
      body.destinationBucket === undefined || body.destinationBucket === null
        ? bucketId
        : checkBucketName(body.destinationBucket);
    if (typeof body.sourceKey !== 'string')
      throw errors.invalidRequest('Missing Required Parameter sourceKey');
    return {
      bucketId,
      sourceKey: checkKey(body.sourceKey),
      destinationBucket,
      destinationKey: checkKey(body.destinationKey),
    };
  }

  async function move(actor: Caller, body: Record<string, unknown>) {
    const a = moveArguments(body);
    await bucketFor(a.bucketId);
    if (a.destinationBucket !== a.bucketId) await bucketFor(a.destinationBucket);
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [a.bucketId, a.sourceKey, a.destinationBucket, a.destinationKey],
      ),
    );
    if (!rows[0]) throw errors.noSuchKey();
    return { message: 'Successfully moved' };
  }

  async function copy(actor: Caller, req: IncomingMessage, body: Record<string, unknown>) {
    const a = moveArguments(body);
    await bucketFor(a.bucketId);
    if (a.destinationBucket !== a.bucketId) await bucketFor(a.destinationBucket);
    const source = await findObject(actor, a.bucketId, a.sourceKey);
    if (!source.version) throw errors.noSuchKey();
    const upsert = headerValue(req, 'x-upsert') === 'true';
    const version = await files.copy(source.version);
    return commitObject(
      actor,
      {
        bucketId: a.destinationBucket,
        key: a.destinationKey,
        mode: upsert ? 'upsert' : 'insert',
        owner: actor.claims.sub,
        metadata: source.metadata,
        userMetadata: source.user_metadata,
      },
      version,
    );
  }

  // ---- signed URLs ----

  async function signOne(actor: Caller, bucketId: string, key: string, body: Record<string, unknown>) {
    const expiresIn = checkInt(body.expiresIn, 'expiresIn', 1, MAX_EXPIRES_IN);
    await findObject(actor, bucketId, key);
    const token = await signUrlToken({ url: `${bucketId}/${key}` }, secret, expiresIn);
    return { signedURL: `/object/sign/${bucketId}/${key}?token=${token}` };
  }

  async function signMany(actor: Caller, bucketId: string, body: Record<string, unknown>) {
    const expiresIn = checkInt(body.expiresIn, 'expiresIn', 1, MAX_EXPIRES_IN);
    const paths = body.paths;
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > MAX_PATHS_PER_REQUEST ||
      paths.some((p) => typeof p !== 'string')
    )
      throw errors.invalidRequest(`paths must be a list of 1 to ${MAX_PATHS_PER_REQUEST} object names`);
    const { rows } = await inTransaction(actor, (tx) =>
      tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucketId, paths],
      ),
    );
    const found = new Set(rows.map((row) => row.name));
    return Promise.all(
      (paths as string[]).map(async (path) =>
        found.has(path)
          ? {
              error: null,
              path,
              signedURL: `/object/sign/${bucketId}/${path}?token=${await signUrlToken({ url: `${bucketId}/${path}` }, secret, expiresIn)}`,
            }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      ),
    );
  }

  async function createSignedUpload(actor: Caller, req: IncomingMessage, bucketId: string, key: string) {
    await bucketFor(bucketId);
    const upsert = headerValue(req, 'x-upsert') === 'true';
    // May the caller write this key? Try the row, then roll it back (hosted's can_insert_object).
    const rolledBack = new Error('dry run');
    try {
      await inTransaction(actor, async (tx) => {
        if (upsert) {
          await tx.query(
            `insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)
             on conflict (bucket_id, name) do update set updated_at = now()`,
            [bucketId, key, actor.claims.sub ?? null],
          );
        } else {
          await tx.query('insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)', [
            bucketId,
            key,
            actor.claims.sub ?? null,
          ]);
        }
        throw rolledBack;
      });
    } catch (error) {
      if (error !== rolledBack) throw error;
    }
    const claims = {
      url: `${bucketId}/${key}`,
      upsert,
      ...(actor.claims.sub ? { owner: actor.claims.sub } : {}),
    };
    const token = await signUrlToken(claims, secret, SIGNED_UPLOAD_SECONDS);
    return { url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token };
  }

  // ---- dispatch ----

  async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    let text: string;
    try {
      text = await readBody(req, JSON_BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw errors.payloadTooLarge(JSON_BODY_LIMIT);
      throw error;
    }
    if (text.trim() === '') return {};
    if (jsonNestingDepth(text, 64) > 64) throw errors.invalidRequest('The JSON body nests too deeply');
    return jsonObject(text, 'The body');
  }

  async function callerOf(req: IncomingMessage): Promise<Caller> {
    const resolved = await resolveCaller(req, ctx.keys);
    if (!resolved.ok) {
      if (resolved.failure === 'invalid-token') throw errors.accessDenied(resolved.error.message);
      throw new GatewayRefusal(resolved.failure);
    }
    if (!ROLES.has(resolved.caller.role)) throw errors.accessDenied('Access denied: Invalid role', 403);
    return resolved.caller;
  }

  async function route(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';
    const parts = decodeSegments(path);
    const reply = (body: unknown) => sendJson(res, 200, body);
    const [area, second] = parts;

    if (area === 'bucket') {
      const caller = await callerOf(req);
      if (parts.length === 1 && read) return reply(await listBuckets(caller, url));
      if (parts.length === 1 && method === 'POST')
        return reply(await createBucket(caller, await jsonBody(req)));
      const id = checkBucketName(second);
      if (parts.length === 2 && read) return reply(await getBucket(caller, id));
      if (parts.length === 2 && method === 'PUT')
        return reply(await updateBucket(caller, id, await jsonBody(req)));
      if (parts.length === 2 && method === 'DELETE') return reply(await deleteBucket(caller, id));
      if (parts.length === 3 && parts[2] === 'empty' && method === 'POST')
        return reply(await emptyBucket(caller, id));
      throw errors.notFound();
    }
    if (area !== 'object' || second === undefined) throw errors.notFound();

    // Static second segments first, as hosted's router matches them before a bucket name.
    const bucketAndKey = (from: number) => ({
      bucketId: checkBucketName(parts[from]),
      key: checkKey(parts.slice(from + 1).join('/')),
    });
    if (second === 'public' && read && parts.length >= 4) {
      const { bucketId, key } = bucketAndKey(2);
      const bucket = await bucketFor(bucketId);
      if (!bucket.public) throw errors.noSuchBucket();
      return serve(req, res, url, await findObject('service', bucketId, key));
    }
    if (second === 'sign' && read && parts.length >= 4) {
      const { bucketId, key } = bucketAndKey(2);
      await verifyUrlToken(url.searchParams.get('token'), `${bucketId}/${key}`, secret);
      return serve(req, res, url, await findObject('service', bucketId, key));
    }
    if (second === 'upload' && parts[2] === 'sign' && method === 'PUT' && parts.length >= 5) {
      const { bucketId, key } = bucketAndKey(3);
      const claims = await verifyUrlToken(url.searchParams.get('token'), `${bucketId}/${key}`, secret);
      const stored = await store(
        'service',
        req,
        bucketId,
        key,
        claims.upsert ? 'upsert' : 'insert',
        claims.owner,
      );
      return reply(stored);
    }

    const caller = await callerOf(req);
    if (second === 'authenticated' && read && parts.length >= 4) {
      const { bucketId, key } = bucketAndKey(2);
      return serve(req, res, url, await findObject(caller, bucketId, key));
    }
    if (second === 'info' && read && parts.length >= 4) {
      const from = parts[2] === 'public' || parts[2] === 'authenticated' ? 3 : 2;
      const { bucketId, key } = bucketAndKey(from);
      if (parts[2] === 'public') {
        const bucket = await bucketFor(bucketId);
        if (!bucket.public) throw errors.noSuchBucket();
        return reply(await info('service', bucketId, key));
      }
      return reply(await info(caller, bucketId, key));
    }
    if (second === 'list' && method === 'POST' && parts.length === 3)
      return reply(await list(caller, checkBucketName(parts[2]), await jsonBody(req)));
    if (second === 'list-v2' && method === 'POST' && parts.length === 3)
      return reply(await listV2(caller, checkBucketName(parts[2]), await jsonBody(req)));
    if (second === 'move' && method === 'POST' && parts.length === 2)
      return reply(await move(caller, await jsonBody(req)));
    if (second === 'copy' && method === 'POST' && parts.length === 2)
      return reply(await copy(caller, req, await jsonBody(req)));
    if (second === 'sign' && method === 'POST' && parts.length === 3)
      return reply(await signMany(caller, checkBucketName(parts[2]), await jsonBody(req)));
    if (second === 'sign' && method === 'POST' && parts.length >= 4) {
      const { bucketId, key } = bucketAndKey(2);
      return reply(await signOne(caller, bucketId, key, await jsonBody(req)));
    }
    if (second === 'upload' && parts[2] === 'sign' && method === 'POST' && parts.length >= 5) {
      const { bucketId, key } = bucketAndKey(3);
      return reply(await createSignedUpload(caller, req, bucketId, key));
    }
    if (method === 'DELETE' && parts.length === 2)
      return reply(await removeMany(caller, checkBucketName(second), await jsonBody(req)));
    if (parts.length < 3) throw errors.notFound();
    const { bucketId, key } = bucketAndKey(1);
    if (method === 'DELETE') return reply(await removeOne(caller, bucketId, key));
    if (read) return serve(req, res, url, await findObject(caller, bucketId, key));
    if (method === 'POST') {
      const upsert = headerValue(req, 'x-upsert') === 'true';
      return reply(await store(caller, req, bucketId, key, upsert ? 'upsert' : 'insert', caller.claims.sub));
    }
    if (method === 'PUT') return reply(await store(caller, req, bucketId, key, 'update', caller.claims.sub));
    throw errors.notFound();
  }

  const handle: ServiceHandler = async (req, res, path) => {
    try {
      await route(req, res, path);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // An answer before the whole body was read: keep reading (and dropping) it, so the client
      // gets the answer instead of a reset connection.
      if (!req.readableEnded) req.resume();
      if (error instanceof GatewayRefusal) {
        sendJson(res, 401, GATEWAY_ERRORS[error.failure]);
        return;
      }
      const known = error instanceof StorageError ? error : fromDatabaseError(error);
      if (!known) ctx.log(`[storage] internal error: ${(error as Error)?.stack ?? String(error)}`);
      const answer = known ?? errors.internal();
      sendJson(res, answer.httpStatus, answer.body());
    }
  };

  return {
    handle,
    files,
    async sweep() {
      const { rows } = await ctx.db.query<{ version: string }>(
        'select version from storage.objects where version is not null',
      );
      return files.sweep(new Set(rows.map((row) => row.version)));
    },
  };
}

class GatewayRefusal extends Error {
  constructor(readonly failure: 'no-api-key' | 'invalid-api-key') {
    super(failure);
  }
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

function bucketBody(row: Record<string, unknown>) {
  return {
    ...row,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
  };
}

/** The path's segments, percent-decoded; a malformed escape is a bad key, not a crash. */
function decodeSegments(path: string): string[] {
  const segments = path.replace(/^\/+/, '').split('/');
  if (segments.at(-1) === '') segments.pop();
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    throw errors.invalidKey(path);
  }
}

/** MD5 (the ETag, as hosted) a megabyte at a time, letting other requests run in between. */
async function md5InSlices(bytes: Buffer): Promise<string> {
  const hash = createHash('md5');
  const slice = 1024 * 1024;
  for (let at = 0; at < bytes.length; at += slice) {
    hash.update(bytes.subarray(at, at + slice));
    if (at + slice < bytes.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return hash.digest('hex');
}

/** A list-v2 cursor this server made; anything else is a 400. */
function readCursor(value: unknown): { offset: number; column: string; order: string } {
  try {
    if (typeof value !== 'string' || value.length > 200) throw new Error('not a cursor');
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { offset, column, order } = parsed;
    if (
      typeof offset === 'number' &&
      Number.isSafeInteger(offset) &&
      offset >= 0 &&
      (column === 'name' || column === 'created_at' || column === 'updated_at') &&
      (order === 'asc' || order === 'desc')
    )
      return { offset, column, order };
  } catch {}
  throw errors.invalidRequest('Invalid cursor');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function checkInt(value: unknown, name: string, min: number, max: number): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min || number > max)
    throw errors.invalidRequest(`${name} must be a whole number from ${min} to ${max}`);
  return number;
}

function optionalInt(value: string | null, min: number, max: number): number | undefined {
  if (value === null) return undefined;
  return checkInt(value, 'limit', min, max);
}

/** storage-js sends `max-age=3600` as a header, or `3600` as a form field. */
function cacheControlOf(value: string | null): string {
  if (value === null || value === '') return 'no-cache';
  if (/^\d{1,10}$/.test(value)) return `max-age=${value}`;
  if (value.length > 200 || !/^[\x20-\x7e]+$/.test(value))
    throw errors.invalidRequest('Invalid cache-control value');
  return value;
}

function userMetadataOf(text: string): Record<string, unknown> {
  if (Buffer.byteLength(text) > MAX_USER_METADATA_BYTES)
    throw errors.invalidRequest(`metadata may be at most ${MAX_USER_METADATA_BYTES} bytes`);
  return jsonObject(text, 'metadata');
}

/** `text` as a JSON object, or a 400 naming `what` ("The body", "metadata"). */
function jsonObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalidRequest(`${what} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw errors.invalidRequest(`${what} must be a JSON object`);
  return value as Record<string, unknown>;
}
