// The photographs bucket through storage-js on the product's migrations: staff (admins) upload,
// read, replace, move and delete; visitors and travellers can do none of it, nor fetch an original
// by a public URL (the bucket is private: originals keep a camera's GPS; pages show variants).
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { policyMatrix } from './support.ts';

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = () => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

describe.each(DATABASE_KINDS)('the photographs bucket on %s', (kind) => {
  const m = policyMatrix(kind);

  it('staff upload a photograph and read it; visitors and travellers cannot, by any address', async () => {
    const up = await m.admin.client.storage.from('photographs').upload('serengeti/lions.png', png());
    expect(up.error).toBeNull();
    const mine = await m.admin.client.storage.from('photographs').download('serengeti/lions.png');
    expect(Buffer.from(await (mine.data as Blob).arrayBuffer())).toEqual(PNG);
    const staffList = await m.admin.client.storage.from('photographs').list('serengeti');
    expect(staffList.data?.map((entry) => entry.name)).toEqual(['lions.png']);
    const signed = await m.admin.client.storage
      .from('photographs')
      .createSignedUrl('serengeti/lions.png', 60);
    const bySignedUrl = await fetch(signed.data?.signedUrl ?? 'http://invalid.invalid/');
    expect(bySignedUrl.status).toBe(200);
    expect(Buffer.from(await bySignedUrl.arrayBuffer())).toEqual(PNG);

    const { publicUrl } = m.anon.client.storage.from('photographs').getPublicUrl('serengeti/lions.png').data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    for (const actor of [m.anon, m.alice]) {
      const bucket = actor.client.storage.from('photographs');
      expect((await bucket.download('serengeti/lions.png')).error, actor.name).toMatchObject({
        statusCode: '404',
      });
      expect((await bucket.list('serengeti')).data, actor.name).toEqual([]);
      expect((await bucket.createSignedUrl('serengeti/lions.png', 60)).error, actor.name).toMatchObject({
        statusCode: '404',
      });
      expect((await bucket.exists('serengeti/lions.png')).data, actor.name).toBe(false);
    }
  });

  it('a visitor and a traveller can neither upload, replace, move nor delete', async () => {
    await m.admin.client.storage.from('photographs').upload('kept.png', png());
    for (const actor of [m.anon, m.alice]) {
      const up = await actor.client.storage.from('photographs').upload(`${actor.name}.png`, png());
      expect(up.error, actor.name).toMatchObject({ statusCode: '403' });
      const replace = await actor.client.storage
        .from('photographs')
        .upload('kept.png', png(), { upsert: true });
      expect(replace.error, actor.name).toMatchObject({ statusCode: '403' });
      const moved = await actor.client.storage.from('photographs').move('kept.png', 'taken.png');
      expect(moved.error, actor.name).toMatchObject({ statusCode: '404' });
      const removed = await actor.client.storage.from('photographs').remove(['kept.png']);
      expect(removed.data, actor.name).toEqual([]);
      const signedUpload = await actor.client.storage.from('photographs').createSignedUploadUrl('sneaky.png');
      expect(signedUpload.error, actor.name).toMatchObject({ statusCode: '403' });
    }
    const still = await m.admin.client.storage.from('photographs').exists('kept.png');
    expect(still.data).toBe(true);
  });

  it('refuses what is not a photograph, and anything over 20 MB', async () => {
    const text = await m.admin.client.storage
      .from('photographs')
      .upload('notes.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
    const big = await m.admin.client.storage
      .from('photographs')
      .upload('big.jpg', Buffer.alloc(20_000_001), { contentType: 'image/jpeg' });
    expect(big.error).toMatchObject({ statusCode: '413' });
  });

  it('refuses a file whose bytes are not the photograph it claims to be, and a decompression bomb', async () => {
    const bucket = m.admin.client.storage.from('photographs');
    const lying = await bucket.upload('lying.jpg', new Blob([new Uint8Array(PNG)], { type: 'image/jpeg' }));
    expect(lying.error).toMatchObject({
      statusCode: '415',
      message: 'The file says it is JPEG but its bytes are PNG',
    });
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const refused = await bucket.upload('bomb.png', new Blob([new Uint8Array(bomb)], { type: 'image/png' }));
    expect(refused.error).toMatchObject({ statusCode: '413' });
    expect(refused.error?.message).toContain('400 megapixels');
  });

  it('staff replace, move and delete photographs', async () => {
    const bucket = m.admin.client.storage.from('photographs');
    await bucket.upload('staff/a.png', png());
    expect((await bucket.upload('staff/a.png', png(), { upsert: true })).error).toBeNull();
    expect((await bucket.move('staff/a.png', 'staff/b.png')).error).toBeNull();
    expect((await bucket.remove(['staff/b.png'])).data?.map((row) => row.name)).toEqual(['staff/b.png']);
  });
});
