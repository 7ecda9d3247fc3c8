import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Homepage } from '../../schemas/home.schema';
import type { Media } from '../../schemas/media.schema';
import type { PageBlock } from '../../schemas/page-block.schema';
import type { StaffHomeBanner, StaffHomeBlock } from '../../schemas/staff-home.schema';
import type { StaffPageBlock } from '../../schemas/staff-page-block.schema';
import { STAFF_PICTURE_MESSAGES } from '../../schemas/staff-picture.schema';
import { PUBLISHABLE_KINDS } from '../../server/content/publishable-kinds';
import { publishDue } from '../../server/services/publication.service';
import { type Auth, staffApiForFile } from '../support/staff-api';

const s = await staffApiForFile();
const { db, app, call, data, refused, stale } = s;
const boss = s.admin;
const editor = await s.staffMember(['editor']);
const eventsStaff = await s.staffMember(['events']);
const member = await s.member();
const as = editor.auth;

const audit = s.audit;
const json = async <T>(res: Response) => (await res.json()) as T;
const homepage = async () => (await json<{ data: Homepage }>(await app.request('/api/homepage'))).data;

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#a33' } })
    .png()
    .toBuffer();
async function upload(path: string, auth: Auth): Promise<Media> {
  const form = new FormData();
  form.append('files', new File([(await png()) as BlobPart], 'banner.png', { type: 'image/png' }));
  const [uploaded] = await data<Media[]>(await app.request(path, { method: 'POST', headers: auth, body: form }));
  if (!uploaded) throw new Error('no upload');
  return uploaded;
}

describe('who may edit the home page and the page sections', () => {
  it('answers a guest 401, a member without a role and an events person 403, an editor and an admin 200', async () => {
    for (const path of ['/api/staff/home-banners', '/api/staff/home-blocks', '/api/staff/page-blocks']) {
      expect((await call('GET', path)).status, path).toBe(401);
      expect((await call('GET', path, member.auth)).status, path).toBe(403);
      expect((await call('GET', path, eventsStaff.auth)).status, path).toBe(403);
      expect((await call('GET', path, as)).status, path).toBe(200);
      expect((await call('GET', path, boss.auth)).status, path).toBe(200);
    }
    expect((await call('PUT', '/api/staff/home-blocks/first_block', eventsStaff.auth, {})).status).toBe(403);
    expect((await call('POST', '/api/staff/home-banners', member.auth, {})).status).toBe(403);
    expect((await call('DELETE', '/api/staff/page-blocks/1', eventsStaff.auth, { version: 1 })).status).toBe(403);
  });

  it('answers 404 for a banner, a block or a section that is not there', async () => {
    expect((await call('GET', '/api/staff/home-banners/99999', as)).status).toBe(404);
    expect((await call('GET', '/api/staff/page-blocks/99999', as)).status).toBe(404);
    expect((await call('GET', '/api/staff/home-blocks/nope_block', as)).status).toBe(422);
  });
});

describe('home banners', () => {
  it('lists the seeded banners as published, for each screen', async () => {
    const banners = await data<StaffHomeBanner[]>(await call('GET', '/api/staff/home-banners', as));
    expect(banners.filter((b) => b.device === 'pc').length).toBe((await homepage()).pc_banner.length);
    expect(banners.every((b) => b.status === 'published')).toBe(true);
    const phone = await data<StaffHomeBanner[]>(await call('GET', '/api/staff/home-banners?device=mobile', as));
    expect(phone.length).toBeGreaterThan(0);
    expect(phone.every((b) => b.device === 'mobile')).toBe(true);
  });

  it('refuses a banner without its picture, its alternative text or a proper link, field by field in zh-TW', async () => {
    await refused(
      await call('POST', '/api/staff/home-banners', as, { device: 'pc', subject: '新橫幅', image_alt: '替代' }),
      'image_media_id',
      STAFF_PICTURE_MESSAGES.mediaRequired,
    );
    const picture = await upload('/api/staff/media', as);
    await refused(
      await call('POST', '/api/staff/home-banners', as, {
        device: 'pc',
        subject: '新橫幅',
        image_media_id: picture.id,
      }),
      'image_alt',
      STAFF_PICTURE_MESSAGES.alt,
    );
    await refused(
      await call('POST', '/api/staff/home-banners', as, {
        device: 'pc',
        subject: '',
        image_media_id: picture.id,
        image_alt: '替代',
      }),
      'subject',
    );
    await refused(
      await call('POST', '/api/staff/home-banners', as, {
        device: 'tv',
        subject: '新橫幅',
        image_media_id: picture.id,
        image_alt: '替代',
      }),
      'device',
    );
    await refused(
      await call('POST', '/api/staff/home-banners', as, {
        device: 'pc',
        subject: '新橫幅',
        image_media_id: picture.id,
        image_alt: '替代',
        link: 'javascript:alert(1)',
      }),
      'link',
      STAFF_PICTURE_MESSAGES.link,
    );
    // a member's own upload is private: never a public picture
    const own = await upload('/api/user/medias/warranty', as);
    await refused(
      await call('POST', '/api/staff/home-banners', as, {
        device: 'pc',
        subject: '新橫幅',
        image_media_id: own.id,
        image_alt: '替代',
      }),
      'image_media_id',
      STAFF_PICTURE_MESSAGES.media,
    );
  });

  it('adds a draft, publishes it onto the home page, and takes it down, each audited', async () => {
    const picture = await upload('/api/staff/media', as);
    const draft = await data<StaffHomeBanner>(
      await call('POST', '/api/staff/home-banners', as, {
        device: 'pc',
        subject: '春季新品上市',
        link: '/brands',
        image_media_id: picture.id,
        image_alt: '一只紅色的鑄鐵鍋',
      }),
      201,
    );
    expect(draft).toMatchObject({ status: 'draft', version: 1, image: { link: picture.url, alt: '一只紅色的鑄鐵鍋' } });
    expect((await homepage()).pc_banner.map((b) => b.id)).not.toContain(draft.id);

    const live = await data<StaffHomeBanner>(
      await call('POST', `/api/staff/home-banners/${draft.id}/publication`, as, { to: 'published', version: 1 }),
    );
    expect(live.status).toBe('published');
    const shown = (await homepage()).pc_banner.find((b) => b.id === draft.id);
    expect(shown).toMatchObject({ subject: '春季新品上市', link: '/brands', image: { alt: '一只紅色的鑄鐵鍋' } });

    const down = await data<StaffHomeBanner>(
      await call('POST', `/api/staff/home-banners/${draft.id}/publication`, as, {
        to: 'unpublished',
        version: live.version,
      }),
    );
    expect(down.status).toBe('unpublished');
    expect((await homepage()).pc_banner.map((b) => b.id)).not.toContain(draft.id);

    const entries = await audit(`entity=home_banner&entity_id=${draft.id}`);
    expect(entries.map((e) => e.action).sort()).toEqual(
      ['home_banner.create', 'home_banner.publish', 'home_banner.unpublished'].sort(),
    );
    expect(entries.every((e) => e.actor_email === editor.account.email)).toBe(true);
  });

  it('saves a banner versioned: a stale save is refused with 409 and the banner as it is now', async () => {
    const [first] = await data<StaffHomeBanner[]>(await call('GET', '/api/staff/home-banners?device=pc', as));
    if (!first) throw new Error('no banner');
    const input = { subject: '改過的橫幅', link: first.link, image_alt: '新的替代文字' };
    const saved = await data<StaffHomeBanner>(
      await call('PUT', `/api/staff/home-banners/${first.id}`, as, { ...input, version: first.version }),
    );
    expect(saved).toMatchObject({
      subject: '改過的橫幅',
      version: first.version + 1,
      image: { link: first.image.link },
    });
    expect((await homepage()).pc_banner.find((b) => b.id === first.id)?.subject).toBe('改過的橫幅');
    const current = await stale<StaffHomeBanner>(
      await call('PUT', `/api/staff/home-banners/${first.id}`, as, {
        ...input,
        subject: '晚到',
        version: first.version,
      }),
    );
    expect(current).toMatchObject({ subject: '改過的橫幅', version: saved.version });
    const [entry] = await audit(`entity=home_banner&entity_id=${first.id}&action=home_banner.update`);
    expect(entry?.before).toMatchObject({ subject: first.subject });
    expect(entry?.after).toMatchObject({ subject: '改過的橫幅' });
  });

  it('orders a carousel: the home page follows; a list missing a banner is refused (409)', async () => {
    const banners = await data<StaffHomeBanner[]>(await call('GET', '/api/staff/home-banners?device=pc', as));
    const reversed = banners.map((b) => b.id).reverse();
    const ordered = await data<StaffHomeBanner[]>(
      await call('POST', '/api/staff/home-banners/order', as, { device: 'pc', ids: reversed }),
    );
    expect(ordered.map((b) => b.id)).toEqual(reversed);
    const publishedOrder = reversed.filter((id) => banners.find((b) => b.id === id)?.status === 'published');
    expect((await homepage()).pc_banner.map((b) => b.id)).toEqual(publishedOrder);
    const partial = await call('POST', '/api/staff/home-banners/order', as, { device: 'pc', ids: reversed.slice(1) });
    expect(partial.status).toBe(409);
    const [entry] = await audit('entity=home_banner&action=home_banner.order');
    expect(entry?.after).toEqual({ device: 'pc', ids: reversed });
  });

  it('goes live by itself when scheduled (the publication sweep knows banners)', async () => {
    expect(PUBLISHABLE_KINDS.map((k) => k.entity)).toContain('home_banner');
    const picture = await upload('/api/staff/media', as);
    const draft = await data<StaffHomeBanner>(
      await call('POST', '/api/staff/home-banners', as, {
        device: 'mobile',
        subject: '排程的橫幅',
        image_media_id: picture.id,
        image_alt: '排程',
      }),
      201,
    );
    const at = new Date(Date.now() + 3_600_000);
    await data(
      await call('POST', `/api/staff/home-banners/${draft.id}/publication`, as, {
        to: 'scheduled',
        version: draft.version,
        publish_at: at.toISOString(),
      }),
    );
    expect(await publishDue(db, PUBLISHABLE_KINDS, new Date(at.getTime() - 1000))).toBe(0);
    expect(await publishDue(db, PUBLISHABLE_KINDS, at)).toBe(1);
    expect((await homepage()).mobile_banner.map((b) => b.id)).toContain(draft.id);
  });
});

describe('home blocks', () => {
  it('lists the five blocks in the home page order', async () => {
    const blocks = await data<StaffHomeBlock[]>(await call('GET', '/api/staff/home-blocks', as));
    expect(blocks.map((b) => b.key)).toEqual([
      'first_block',
      'event_block',
      'ecolife_block',
      'services_block',
      'footer_block',
    ]);
  });

  it('saves a block (the home page shows it on the next request), versioned and audited', async () => {
    const block = await data<StaffHomeBlock>(await call('GET', '/api/staff/home-blocks/event_block', as));
    const input = {
      subject: '本季活動',
      subtitle: block.subtitle,
      content: '第一段\n\n第二段',
      link: block.link,
      link_text: block.link_text,
      image_alt: block.image?.alt ?? null,
    };
    const saved = await data<StaffHomeBlock>(
      await call('PUT', '/api/staff/home-blocks/event_block', as, { ...input, version: block.version }),
    );
    expect(saved).toMatchObject({ subject: '本季活動', version: block.version + 1 });
    expect((await homepage()).infos.event_block).toMatchObject({ subject: '本季活動', content: '第一段\n\n第二段' });
    const current = await stale<StaffHomeBlock>(
      await call('PUT', '/api/staff/home-blocks/event_block', as, { ...input, version: block.version }),
    );
    expect(current.version).toBe(saved.version);
    const [entry] = await audit('entity=home_block&entity_id=event_block');
    expect(entry).toMatchObject({ action: 'home_block.update', actor_email: editor.account.email });
    expect(entry?.before).toMatchObject({ subject: block.subject });
  });

  it('puts a new picture with its alternative text, and refuses one without it', async () => {
    const block = await data<StaffHomeBlock>(await call('GET', '/api/staff/home-blocks/footer_block', as));
    const picture = await upload('/api/staff/media', as);
    const base = { subject: block.subject, content: block.content, image_media_id: picture.id, version: block.version };
    await refused(
      await call('PUT', '/api/staff/home-blocks/footer_block', as, base),
      'image_alt',
      STAFF_PICTURE_MESSAGES.alt,
    );
    const saved = await data<StaffHomeBlock>(
      await call('PUT', '/api/staff/home-blocks/footer_block', as, { ...base, image_alt: '門市外觀' }),
    );
    expect(saved.image).toMatchObject({ link: picture.url, alt: '門市外觀', width: 40, height: 20 });
    expect((await homepage()).infos.footer_block?.image).toMatchObject({ link: picture.url, alt: '門市外觀' });
  });
});

describe('page sections', () => {
  const talent = async () =>
    (await json<{ data: { blocks: PageBlock[] } }>(await app.request('/api/homepage/talent_development'))).data.blocks;

  it('lists one page in its order', async () => {
    const blocks = await data<StaffPageBlock[]>(
      await call('GET', '/api/staff/page-blocks?page=talent-development', as),
    );
    expect(blocks.map((b) => b.key)).toEqual((await talent()).map((b) => b.key));
    await refused(await call('GET', '/api/staff/page-blocks?page=about', as), 'page');
  });

  it('saves a section with its items (the public page follows), versioned and audited', async () => {
    const [block] = await data<StaffPageBlock[]>(
      await call('GET', '/api/staff/page-blocks?page=talent-development', as),
    );
    if (!block) throw new Error('no section');
    const picture = await upload('/api/staff/media', as);
    const kept = block.items.find((i) => i.image)?.image?.link ?? null;
    const input = {
      subject: '和我們一起成長',
      content: block.content,
      image_alt: block.image ? '團隊合照' : null,
      items: [
        { title: '新人訓練', text: '三個月的陪伴。', image_media_id: picture.id },
        { title: '讀書會', text: '每月一次。', image_link: kept },
      ],
    };
    const saved = await data<StaffPageBlock>(
      await call('PUT', `/api/staff/page-blocks/${block.id}`, as, { ...input, version: block.version }),
    );
    expect(saved.items.map((i) => i.title)).toEqual(['新人訓練', '讀書會']);
    expect(saved.items[0]?.image?.link).toBe(picture.url);
    expect(saved.items[1]?.image?.link ?? null).toBe(kept);
    const shown = (await talent()).find((b) => b.key === block.key);
    expect(shown?.subject).toBe('和我們一起成長');
    expect(shown?.items[0]).toMatchObject({ title: '新人訓練', image: { link: picture.url, alt: '新人訓練' } });

    await stale(await call('PUT', `/api/staff/page-blocks/${block.id}`, as, { ...input, version: block.version }));
    await refused(
      await call('PUT', `/api/staff/page-blocks/${block.id}`, as, {
        ...input,
        items: [{ title: '外來圖片', image_link: 'https://evil.example/x.png' }],
        version: saved.version,
      }),
      'items.0.image',
    );
    await refused(
      await call('PUT', `/api/staff/page-blocks/${block.id}`, as, {
        ...input,
        items: [{ title: '', text: '' }],
        version: saved.version,
      }),
      'items.0.title',
    );
    const [entry] = await audit(`entity=page_block&entity_id=${block.id}`);
    expect(entry).toMatchObject({ action: 'page_block.update', actor_email: editor.account.email });
  });

  it('adds a section at the end of its page, reorders the page, and removes it only at the version seen', async () => {
    const created = await data<StaffPageBlock>(
      await call('POST', '/api/staff/page-blocks', as, {
        page: 'talent-development',
        key: 'section9',
        subject: '新的區塊',
        content: '內容',
      }),
      201,
    );
    expect((await talent()).at(-1)?.key).toBe('section9');
    await refused(
      await call('POST', '/api/staff/page-blocks', as, {
        page: 'talent-development',
        key: 'section9',
        subject: '重複',
      }),
      'key',
    );
    await refused(
      await call('POST', '/api/staff/page-blocks', as, {
        page: 'talent-development',
        key: 'Section 10',
        subject: '代號',
      }),
      'key',
    );

    const ids = (
      await data<StaffPageBlock[]>(await call('GET', '/api/staff/page-blocks?page=talent-development', as))
    ).map((b) => b.id);
    const moved = [created.id, ...ids.filter((id) => id !== created.id)];
    await data(await call('POST', '/api/staff/page-blocks/order', as, { page: 'talent-development', ids: moved }));
    expect((await talent())[0]?.key).toBe('section9');
    expect(
      (await call('POST', '/api/staff/page-blocks/order', as, { page: 'talent-development', ids: moved.slice(1) }))
        .status,
    ).toBe(409);

    await stale(await call('DELETE', `/api/staff/page-blocks/${created.id}`, as, { version: created.version + 1 }));
    const gone = await call('DELETE', `/api/staff/page-blocks/${created.id}`, as, { version: created.version });
    expect(gone.status).toBe(204);
    expect((await talent()).map((b) => b.key)).not.toContain('section9');
    const actions = (await audit(`entity=page_block&entity_id=${created.id}`)).map((e) => e.action);
    expect(actions.sort()).toEqual(['page_block.create', 'page_block.delete']);
  });
});
