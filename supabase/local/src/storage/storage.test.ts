import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/fuzz.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../test-support/harness.ts';

// Storage through @supabase/storage-js (inside supabase-js), the client the product uses, against
// the fixture buckets (test-fixtures/migrations/20260101000500_storage.sql): `pictures` is public,
// 1,000 bytes at most, PNG or JPEG, written only by staff; `private-notes` gives each user a folder.

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const CAMERA_JPEG = readFileSync(
  join(import.meta.dirname, '..', 'test-fixtures', 'images', 'camera-gps.jpg'),
);

/** A PNG whose header announces `width` × `height` (a decompression bomb's shape). */
function pngAnnouncing(width: number, height: number): Buffer {
  const head = Buffer.from(PNG);
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}

const png = (bytes: Uint8Array = PNG) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe.each(DATABASE_KINDS)('Storage on %s', (kind) => {
  let server: TestServer;
  let staff: SupabaseClient;
  let staffToken: string;
  let traveller: SupabaseClient;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  const travellerId = randomUUID();

  beforeAll(async () => {
    server = await startTestServer(kind);
    staffToken = await server.userToken(randomUUID(), { user_role: 'staff' });
    staff = server.client(staffToken);
    traveller = server.client(await server.userToken(travellerId));
    anon = server.client();
    service = server.serviceClient();
  });
  afterAll(() => server?.stop());

  const files = () => readdir(join(server.database.dataDir, 'storage', 'objects'));

  it('staff upload a picture; anyone downloads it, by public URL too', async () => {
    const up = await staff.storage.from('pictures').upload('tours/a/hero.png', png());
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'tours/a/hero.png', fullPath: 'pictures/tours/a/hero.png' });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const down = await anon.storage.from('pictures').download('tours/a/hero.png');
    expect(down.error).toBeNull();
    expect(Buffer.from(await (down.data as Blob).arrayBuffer())).toEqual(PNG);
    expect(down.data?.type).toBe('image/png');

    const { publicUrl } = anon.storage.from('pictures').getPublicUrl('tours/a/hero.png').data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);

    const info = await anon.storage.from('pictures').info('tours/a/hero.png');
    expect(info.data).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    expect((await anon.storage.from('pictures').exists('tours/a/nothing.png')).data).toBe(false);
  });

  it('a raw body with its own content type and metadata is stored as sent', async () => {
    const up = await staff.storage.from('pictures').upload('raw/one.jpg', CAMERA_JPEG, {
      contentType: 'image/jpeg',
      metadata: { alt: 'Lions at dawn' },
    });
    expect(up.error).toBeNull();
    const info = await staff.storage.from('pictures').info('raw/one.jpg');
    expect(info.data).toMatchObject({
      contentType: 'image/jpeg',
      size: CAMERA_JPEG.length,
      metadata: { alt: 'Lions at dawn' },
    });
  });

  it('refuses a visitor and a traveller who try to write, with hosted Storage’s words', async () => {
    for (const client of [anon, traveller]) {
      const { error } = await client.storage.from('pictures').upload('tours/b/x.png', png());
      expect(error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    const removed = await traveller.storage.from('pictures').remove(['tours/a/hero.png']);
    expect(removed.data).toEqual([]);
    expect((await anon.storage.from('pictures').exists('tours/a/hero.png')).data).toBe(true);
  });

  it('refuses a file over the bucket’s limit and a type the bucket does not take', async () => {
    const big = await staff.storage.from('pictures').upload('big.png', png(Buffer.alloc(1001)));
    expect(big.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await staff.storage
      .from('pictures')
      .upload('big-raw.png', Buffer.alloc(5000), { contentType: 'image/png' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    const text = await staff.storage
      .from('pictures')
      .upload('notes.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
    expect((await staff.storage.from('pictures').list('', { search: 'big' })).data).toEqual([]);
  });

  it('a second upload to a key is refused unless upsert, which replaces the bytes', async () => {
    await staff.storage.from('pictures').upload('same.png', png());
    const again = await staff.storage.from('pictures').upload('same.png', png());
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const before = (await files()).length;
    const changed = Buffer.concat([PNG, Buffer.from([0])]);
    const upsert = await staff.storage.from('pictures').upload('same.png', png(changed), { upsert: true });
    expect(upsert.error).toBeNull();
    const down = await anon.storage.from('pictures').download('same.png');
    expect(Buffer.from(await (down.data as Blob).arrayBuffer())).toEqual(changed);
    // The replaced file is gone: one file per object.
    expect((await files()).length).toBe(before);
    const update = await staff.storage.from('pictures').update('same.png', png());
    expect(update.error).toBeNull();
    const missing = await staff.storage.from('pictures').update('never.png', png());
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('lists a folder with folders first as names, by prefix, search and pages', async () => {
    for (const name of ['list/b.png', 'list/a.png', 'list/c.png', 'list/sub/d.png', 'list/sub/e.png']) {
      expect((await staff.storage.from('pictures').upload(name, png())).error).toBeNull();
    }
    const all = await anon.storage.from('pictures').list('list');
    expect(all.data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'c.png', 'sub']);
    expect(all.data?.find((entry) => entry.name === 'sub')?.id).toBeNull();
    expect(all.data?.[0]?.metadata).toMatchObject({ size: PNG.length, mimetype: 'image/png' });
    const page = await anon.storage.from('pictures').list('list', { limit: 2, offset: 1 });
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.png', 'c.png']);
    const desc = await anon.storage
      .from('pictures')
      .list('list', { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((entry) => entry.name)).toEqual(['sub', 'c.png', 'b.png', 'a.png']);
    const found = await anon.storage.from('pictures').list('list/sub', { search: 'e' });
    expect(found.data?.map((entry) => entry.name)).toEqual(['e.png']);
  });

  it('lists v2: folders with their key, objects by full name, pages by cursor in any order', async () => {
    const bucket = staff.storage.from('pictures');
    for (const suffix of ['c', 'a', 'd', 'b'])
      expect((await bucket.upload(`v2/p-${suffix}.png`, png())).error).toBeNull();
    expect((await bucket.upload('v2/deeper/x.png', png())).error).toBeNull();
    const top = await anon.storage.from('pictures').listV2({ prefix: 'v2/', with_delimiter: true });
    expect(top.data?.folders).toEqual([{ key: 'v2/deeper', name: 'v2/deeper/' }]);
    expect(top.data?.objects.map((o) => o.name)).toEqual([
      'v2/p-a.png',
      'v2/p-b.png',
      'v2/p-c.png',
      'v2/p-d.png',
    ]);
    expect(top.data?.hasNext).toBe(false);
    for (const [sortBy, expected] of [
      [{ column: 'name', order: 'desc' }, ['d', 'c', 'b', 'a']],
      [{ column: 'created_at', order: 'asc' }, ['c', 'a', 'd', 'b']],
      [{ column: 'created_at', order: 'desc' }, ['b', 'd', 'a', 'c']],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await anon.storage
          .from('pictures')
          .listV2({ prefix: 'v2/p-', limit: 3, sortBy: { ...sortBy }, ...(cursor ? { cursor } : {}) });
        expect(page.error).toBeNull();
        seen.push(...(page.data?.objects.map((o) => o.name.slice(5, 6)) ?? []));
        cursor = page.data?.hasNext ? page.data.nextCursor : undefined;
      } while (cursor);
      expect(seen, sortBy.column + sortBy.order).toEqual(expected);
    }
    const bad = await anon.storage.from('pictures').listV2({ cursor: 'not-a-cursor' });
    expect(bad.error).toMatchObject({ statusCode: '400', message: 'Invalid cursor' });
  });

  it('moves and copies within the policies', async () => {
    await staff.storage.from('pictures').upload('m/from.png', png());
    const moved = await staff.storage.from('pictures').move('m/from.png', 'm/to.png');
    expect(moved).toEqual({ data: { message: 'Successfully moved' }, error: null });
    expect((await anon.storage.from('pictures').exists('m/from.png')).data).toBe(false);
    const copied = await staff.storage.from('pictures').copy('m/to.png', 'm/copy.png');
    expect(copied).toEqual({ data: { path: 'pictures/m/copy.png' }, error: null });
    const down = await anon.storage.from('pictures').download('m/copy.png');
    expect(Buffer.from(await (down.data as Blob).arrayBuffer())).toEqual(PNG);
    const refused = await traveller.storage.from('pictures').move('m/to.png', 'm/mine.png');
    expect(refused.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const copyRefused = await traveller.storage.from('pictures').copy('m/to.png', 'm/mine.png');
    expect(copyRefused.error).toMatchObject({ statusCode: '403' });
    const missing = await staff.storage.from('pictures').move('m/none.png', 'm/x.png');
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('removes several objects and their files', async () => {
    await staff.storage.from('pictures').upload('r/1.png', png());
    await staff.storage.from('pictures').upload('r/2.png', png());
    const before = (await files()).length;
    const removed = await staff.storage.from('pictures').remove(['r/1.png', 'r/2.png', 'r/none.png']);
    expect(removed.data?.map((row) => row.name).sort()).toEqual(['r/1.png', 'r/2.png']);
    expect((await files()).length).toBe(before - 2);
    expect((await anon.storage.from('pictures').list('r')).data).toEqual([]);
  });

  it('keeps a private folder to its owner; signed URLs open it until they expire', async () => {
    const mine = `${travellerId}/passport.pdf`;
    const up = await traveller.storage
      .from('private-notes')
      .upload(mine, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(up.error).toBeNull();
    expect((await traveller.storage.from('private-notes').download(mine)).error).toBeNull();
    const other = await staff.storage.from('private-notes').download(mine);
    expect(other.error?.message).toBe('Object not found');
    const elsewhere = await traveller.storage.from('private-notes').upload('someone/x.pdf', new Blob(['x']));
    expect(elsewhere.error).toMatchObject({ statusCode: '403' });
    // No public URL for a private bucket.
    const publicRes = await fetch(anon.storage.from('private-notes').getPublicUrl(mine).data.publicUrl);
    expect(publicRes.status).toBe(400);
    expect(await publicRes.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });

    const signed = await traveller.storage.from('private-notes').createSignedUrl(mine, 2);
    expect(signed.error).toBeNull();
    const signedUrl = signed.data?.signedUrl ?? '';
    const res = await fetch(signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.4');
    const tampered = signedUrl.replace('passport', 'passport2');
    expect((await fetch(tampered)).status).toBe(400);
    const refused = await staff.storage.from('private-notes').createSignedUrl(mine, 60);
    expect(refused.error?.message).toBe('Object not found');
    const many = await traveller.storage
      .from('private-notes')
      .createSignedUrls([mine, `${travellerId}/none`], 60);
    expect(many.data?.map((entry) => entry.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await fetch(signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ message: 'The provided token has expired.' });
  });

  it('a signed upload URL lets its holder upload once, without signing in', async () => {
    const made = await staff.storage.from('pictures').createSignedUploadUrl('signed/up.png');
    expect(made.error).toBeNull();
    const { token, path } = made.data as { token: string; path: string };
    const up = await anon.storage.from('pictures').uploadToSignedUrl(path, token, png());
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe('pictures/signed/up.png');
    const again = await anon.storage.from('pictures').uploadToSignedUrl(path, token, png());
    expect(again.error).toMatchObject({ statusCode: '409' });
    const wrongPath = await anon.storage.from('pictures').uploadToSignedUrl('signed/other.png', token, png());
    expect(wrongPath.error).toMatchObject({ statusCode: '400' });
    const tooBig = await staff.storage.from('pictures').createSignedUploadUrl('signed/big.png');
    const big = await anon.storage
      .from('pictures')
      .uploadToSignedUrl('signed/big.png', tooBig.data?.token as string, png(Buffer.alloc(2000)));
    expect(big.error).toMatchObject({ statusCode: '413' });
    const refused = await traveller.storage.from('pictures').createSignedUploadUrl('signed/t.png');
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });

  it('buckets: created, read, changed, emptied and deleted by the service role only', async () => {
    const created = await service.storage.createBucket('brochures', {
      public: false,
      fileSizeLimit: '2MB',
      allowedMimeTypes: ['application/pdf'],
    });
    expect(created).toEqual({ data: { name: 'brochures' }, error: null });
    const got = await service.storage.getBucket('brochures');
    expect(got.data).toMatchObject({ id: 'brochures', public: false, file_size_limit: 2_000_000 });
    expect(got.data?.allowed_mime_types).toEqual(['application/pdf']);
    const byStaff = await staff.storage.createBucket('mine');
    expect(byStaff.error).toMatchObject({ statusCode: '403' });
    const dup = await service.storage.createBucket('brochures');
    expect(dup.error).toMatchObject({ statusCode: '409' });
    const bad = await service.storage.createBucket('../etc');
    expect(bad.error).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
    expect((await service.storage.updateBucket('brochures', { public: true })).data).toEqual({
      message: 'Successfully updated',
    });
    // A partial update keeps what it does not name.
    const changed = await service.storage.getBucket('brochures');
    expect(changed.data).toMatchObject({ public: true, file_size_limit: 2_000_000 });
    const names = (await anon.storage.listBuckets()).data?.map((b) => b.name);
    expect(names).toEqual(expect.arrayContaining(['brochures', 'pictures', 'private-notes']));
    await service.storage.from('brochures').upload('a.pdf', new Blob(['%PDF'], { type: 'application/pdf' }));
    const notEmpty = await service.storage.deleteBucket('brochures');
    expect(notEmpty.error).toMatchObject({
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });
    expect((await service.storage.emptyBucket('brochures')).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect((await service.storage.deleteBucket('brochures')).data).toEqual({
      message: 'Successfully deleted',
    });
    const gone = await service.storage.getBucket('brochures');
    expect(gone.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const noBucket = await staff.storage.from('nothing').upload('a.png', png());
    expect(noBucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('a bucket of pictures checks the bytes, not the label, with a message that says why', async () => {
    const bucket = staff.storage.from('pictures');
    const lying = await bucket.upload(
      'lie.png',
      new Blob([new Uint8Array(CAMERA_JPEG)], { type: 'image/png' }),
    );
    expect(lying.error).toMatchObject({
      statusCode: '415',
      message: 'The file says it is PNG but its bytes are JPEG',
    });
    const text = await bucket.upload('text.jpg', new Blob(['just words'], { type: 'image/jpeg' }));
    expect(text.error).toMatchObject({
      statusCode: '415',
      message: 'The file is not a picture: its bytes are not JPEG, PNG, WebP, AVIF or GIF',
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const dressed = await bucket.upload('drawing.png', new Blob([svg], { type: 'image/png' }));
    expect(dressed.error).toMatchObject({
      statusCode: '415',
      message: 'The file says it is PNG but it is an SVG drawing',
    });
    // Other requests are answered meanwhile (timed by `bench:storage`, decision 191).
    const [bomb, health] = await Promise.all([
      bucket.upload('bomb.png', png(pngAnnouncing(20_000, 20_000))),
      fetch(`${server.url}/health`),
    ]);
    expect(health.status).toBe(200);
    expect(bomb.error).toMatchObject({
      statusCode: '413',
      message: 'The picture is 20000 × 20000 pixels (400 megapixels); at most 40 megapixels are taken',
    });
    // A part's type no header could carry back (a multipart part may hold any character).
    const part = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name=""; filename="odd.png"\r\n'),
      Buffer.from('Content-Type: image/png; name=\u00e9\u4e2d\r\n\r\n'),
      PNG,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const odd = await server.api('/storage/v1/object/pictures/odd.png', {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'multipart/form-data; boundary=b' },
      body: part,
    });
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    const names = (await bucket.list('', { limit: 1000 })).data?.map((entry) => entry.name);
    for (const refused of ['lie.png', 'text.jpg', 'drawing.png', 'bomb.png'])
      expect(names).not.toContain(refused);
  });

  it('refuses keys that climb out of a folder or hold control characters, as a 400', async () => {
    for (const key of ['../escape.png', 'a/../../b.png', 'nul\u0000.png']) {
      const { error } = await staff.storage.from('pictures').upload(key, png());
      // fetch itself folds `..` out of a URL, leaving a route that does not exist (404).
      expect([400, 404], key).toContain(error?.status);
    }
    const names = (await service.storage.from('pictures').list('', { limit: 1000 })).data?.map((e) => e.name);
    expect(names).not.toContain('escape.png');
    expect(names).not.toContain('b.png');
    // As sent on the wire, past any client's clean-up.
    for (const path of [
      '%2e%2e/%2e%2e/x.png',
      'a//b.png',
      'a/%2E/b.png',
      'tab%09.png',
      'back%5Cslash.png',
      'bad%zz.png',
      'cr%0Dlf%0A.png',
    ]) {
      const head = [
        `POST /storage/v1/object/pictures/${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${server.keys.serviceRoleKey}`,
        'Content-Type: image/png',
        `Content-Length: ${PNG.length}`,
        'Connection: close',
      ].join('\r\n');
      const answer = await rawRequest(server.port, Buffer.concat([Buffer.from(`${head}\r\n\r\n`), PNG]), {
        readAll: true,
      });
      expect(answer.status, path).toBe(400);
      expect(answer.text, path).toContain('"code":"InvalidKey"');
    }
  });
});
