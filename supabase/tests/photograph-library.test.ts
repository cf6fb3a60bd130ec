// The photograph library (issue 38, decision 192) through supabase-js as the admin's Photographs
// tab and tour editor use it: staff upload a file to the photographs bucket and describe it in
// public.photographs; a draft may use it only once it has alt text; a photograph a draft or the
// published catalogue shows cannot be deleted (the refusal names the tours), nor its file; a library
// photograph's file is never moved or removed from under its row, by staff or the service role.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Json } from '@safari/shared-domain';
import { photographRef, type Tour } from '@safari/shared-domain/catalogue';
import {
  FIRST_CATALOGUE,
  loadTourDraft,
  publishCatalogue,
  saveTourDraft,
} from '@safari/shared-domain/catalogue-admin';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { type Actor, policyMatrix, supabaseDir } from './support.ts';

const CAMERA_JPEG = readFileSync(join(supabaseDir, 'local/src/test-fixtures/images/camera-gps.jpg'));
const jpeg = () => new Blob([new Uint8Array(CAMERA_JPEG)], { type: 'image/jpeg' });

let keys = 0;
/** A fresh key of the contract's shape. */
function newKey(): string {
  keys += 1;
  return `0000${keys.toString().padStart(4, '0')}-1111-4222-8333-${Date.now().toString(16).padStart(12, '0')}.jpg`;
}

const SLUG = 'tarangire-safari';

describe.each(DATABASE_KINDS)('the photograph library on %s', (kind) => {
  const m = policyMatrix(kind);

  /** Staff's upload of the camera JPEG under a new key, and its row (without alt text). */
  async function uploaded(alt: string | null = null): Promise<string> {
    const key = newKey();
    const up = await m.admin.client.storage.from('photographs').upload(key, jpeg());
    expect(up.error).toBeNull();
    const row = await m.admin.client
      .from('photographs')
      .insert({ key, alt_text: alt, width: 4, height: 3, bytes: 1, content_type: 'image/png' })
      .select()
      .single();
    expect(row.error).toBeNull();
    return key;
  }

  /** Saves the tour's draft changed by `change`, at the revision it has now. */
  async function saveDraft(actor: Actor, change: (tour: Tour) => Tour) {
    const loaded = await loadTourDraft(actor.client, SLUG);
    if (!loaded.ok) throw new Error(loaded.message);
    return saveTourDraft(actor.client, {
      slug: SLUG,
      tour: change(loaded.draft.tour),
      hidden: loaded.draft.hidden,
      revision: loaded.draft.revision,
    });
  }

  it('takes the size and type of a row from the uploaded file, and refuses a row without one', async () => {
    const key = await uploaded();
    const { data } = await m.anon.client.from('photographs').select('*').eq('key', key).single();
    expect(data).toMatchObject({
      key,
      alt_text: null,
      width: 4,
      height: 3,
      bytes: CAMERA_JPEG.length,
      content_type: 'image/jpeg',
      created_by: m.admin.id,
      updated_at: null,
    });
    const orphan = await m.admin.client
      .from('photographs')
      .insert({ key: newKey(), width: 4, height: 3, bytes: 1, content_type: 'image/jpeg' });
    expect(orphan.error).toMatchObject({ code: '23503' });
    expect(orphan.error?.message).toMatch(/^There is no uploaded photograph /);
    const badKey = await m.admin.client
      .from('photographs')
      .insert({ key: '../etc/passwd.jpg', width: 4, height: 3, bytes: 1, content_type: 'image/jpeg' });
    expect(badKey.error).toMatchObject({
      code: '23514',
      message: "A photograph's key is a lower-case uuid v4 and .jpg, .png, .webp or .avif",
    });
  });

  it('trims alt text, refuses more than 250 characters, and never takes it away once given', async () => {
    const key = await uploaded();
    const described = await m.admin.client
      .from('photographs')
      .update({ alt_text: '  Lions resting on a kopje  ' })
      .eq('key', key)
      .select('alt_text, updated_at')
      .single();
    expect(described.data?.alt_text).toBe('Lions resting on a kopje');
    expect(described.data?.updated_at).not.toBeNull();
    const long = await m.admin.client
      .from('photographs')
      .update({ alt_text: 'a'.repeat(251) })
      .eq('key', key);
    expect(long.error?.code).toBe('23514');
    const blank = await m.admin.client.from('photographs').update({ alt_text: '   ' }).eq('key', key);
    expect(blank.error?.code).toBe('23514');
    const removed = await m.admin.client.from('photographs').update({ alt_text: null }).eq('key', key);
    expect(removed.error?.message).toBe('Alt text is required once given; change it instead of removing it');
  });

  it('lets visitors and travellers read the library but neither upload, describe nor delete', async () => {
    const key = await uploaded('A herd of elephants crossing the river');
    for (const actor of [m.anon, m.alice]) {
      const read = await actor.client.from('photographs').select('key, alt_text').eq('key', key);
      expect(read.data, actor.name).toEqual([{ key, alt_text: 'A herd of elephants crossing the river' }]);
      const own = newKey();
      const up = await actor.client.storage.from('photographs').upload(own, jpeg());
      expect(up.error, actor.name).toMatchObject({ statusCode: '403' });
      const insert = await actor.client
        .from('photographs')
        .insert({ key, width: 1, height: 1, bytes: 1, content_type: 'image/jpeg' });
      expect(insert.error?.code, actor.name).toBe('42501');
      await actor.client.from('photographs').update({ alt_text: 'Defaced' }).eq('key', key);
      await actor.client.from('photographs').delete().eq('key', key);
    }
    const after = await m.anon.client.from('photographs').select('alt_text').eq('key', key).single();
    expect(after.data?.alt_text).toBe('A herd of elephants crossing the river');
  });

  it('refuses a draft naming a photograph that is not in the library or has no alt text', async () => {
    const missing = photographRef(newKey());
    const saved = await saveDraft(m.admin, (tour) => ({ ...tour, heroImage: missing }));
    expect(saved).toMatchObject({
      ok: false,
      message: 'Main picture is not in the photograph library (it may have been deleted)',
    });
    const key = await uploaded();
    const undescribed = await saveDraft(m.admin, (tour) => ({
      ...tour,
      itinerary: tour.itinerary.map((day, at) => (at === 1 ? { ...day, image: photographRef(key) } : day)),
    }));
    expect(undescribed).toMatchObject({
      ok: false,
      message: 'Day 2: Picture has no alt text; describe the photograph under Photographs first',
    });
    // The database alone refuses it too (a write that skips the shared-domain check).
    const loaded = await loadTourDraft(m.admin.client, SLUG);
    if (!loaded.ok) throw new Error(loaded.message);
    const raw = await m.admin.client
      .from('catalogue_tours')
      .update({
        tour: { ...loaded.draft.tour, gallery: [photographRef(key), missing] } as unknown as Json,
        revision: loaded.draft.revision,
      })
      .eq('slug', SLUG);
    expect(raw.error).toMatchObject({
      code: '23514',
      message: 'Gallery picture 1 has no alt text; describe the photograph under Photographs first',
      details:
        'Gallery picture 1 has no alt text; describe the photograph under Photographs first; ' +
        'Gallery picture 2 is not in the photograph library (it may have been deleted)',
    });
  });

  it('uses a described photograph in a draft, and refuses deleting it, naming the tour, until no draft or published tour shows it', async () => {
    const hero = await uploaded('A lioness watching the plains at dawn');
    const gallery = await uploaded('Wildebeest crossing the Mara river');
    const saved = await saveDraft(m.admin, (tour) => ({
      ...tour,
      heroImage: photographRef(hero),
      gallery: [photographRef(gallery), ...tour.gallery.slice(1)],
    }));
    expect(saved).toMatchObject({ ok: true });
    const title = FIRST_CATALOGUE.find((t) => t.slug === SLUG)?.title;

    for (const key of [hero, gallery]) {
      const refused = await m.admin.client.from('photographs').delete().eq('key', key);
      expect(refused.error).toMatchObject({
        code: '23503',
        message: `This photograph is used by "${title}"; choose another picture there before deleting it`,
      });
      // Its file stays while it is in the library.
      const file = await m.admin.client.storage.from('photographs').remove([key]);
      expect(file.data).toEqual([]);
      expect((await m.admin.client.storage.from('photographs').exists(key)).data).toBe(true);
    }

    // Published, then taken out of the draft: the published catalogue still shows it.
    expect(await publishCatalogue(m.admin.client, 'new photographs')).toMatchObject({ ok: true });
    const original = FIRST_CATALOGUE.find((t) => t.slug === SLUG) as Tour;
    expect(
      await saveDraft(m.admin, (tour) => ({
        ...tour,
        heroImage: original.heroImage,
        gallery: original.gallery,
      })),
    ).toMatchObject({ ok: true });
    const stillPublished = await m.admin.client.from('photographs').delete().eq('key', hero);
    expect(stillPublished.error?.message).toBe(
      `This photograph is used by "${title}"; choose another picture there before deleting it`,
    );

    // Published without it: the row goes, then the file.
    expect(await publishCatalogue(m.admin.client, 'back to the drawings')).toMatchObject({ ok: true });
    const deleted = await m.admin.client.from('photographs').delete().eq('key', hero).select('key');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ key: hero }]);
    const file = await m.admin.client.storage.from('photographs').remove([hero]);
    expect(file.data?.map((object) => object.name)).toEqual([hero]);
  });

  it("never moves or removes a library photograph's file from under its row, whoever asks", async () => {
    const key = await uploaded('Elephants at a Tarangire baobab');
    const staff = m.admin.client.storage.from('photographs');
    const moved = await staff.move(key, `moved-${key}`);
    expect(moved.error).toMatchObject({
      statusCode: '400',
      message: `The photograph ${key} is in the library and cannot be moved or renamed`,
    });
    expect((await staff.exists(key)).data).toBe(true);
    expect((await staff.exists(`moved-${key}`)).data).toBe(false);

    // The service role passes row level security, not the trigger.
    const service = m.server.service().storage.from('photographs');
    expect((await service.move(key, `moved-${key}`)).error?.message).toBe(
      `The photograph ${key} is in the library and cannot be moved or renamed`,
    );
    expect((await service.remove([key])).error?.message).toBe(
      `The photograph ${key} is in the library; delete it there first`,
    );
    expect((await staff.exists(key)).data).toBe(true);

    // A replaced file keeps its key: allowed. Out of the library, the file may move.
    expect((await staff.upload(key, jpeg(), { upsert: true })).error).toBeNull();
    expect((await m.admin.client.from('photographs').delete().eq('key', key)).error).toBeNull();
    expect((await staff.move(key, `moved-${key}`)).error).toBeNull();
    expect((await staff.exists(`moved-${key}`)).data).toBe(true);
  });
});
