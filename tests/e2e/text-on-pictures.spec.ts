import sharp from 'sharp';
import { appReady } from '../support/e2e-app';
import { expect, type Locator, type Page, test } from '../support/e2e-test';

/**
 * Text on pictures, measured rather than derived from the scrim (issue 23, WCAG 1.4.3): on every
 * slide of the home and HENCE carousels, at 390 and 1280 px, each caption line is hidden, the
 * pixels behind it are read from a screenshot, and its colour is compared with the lightest of
 * them — the worst place a letter can sit. 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold).
 */

test.skip(({ isMobile }) => isMobile, 'both widths are set here, on the desktop project');

/** WCAG's relative luminance of an sRGB colour (0–255 channels). */
const luminance = (r: number, g: number, b: number) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

async function lightestBehind(page: Page, line: Locator): Promise<number> {
  await line.scrollIntoViewIfNeeded();
  const box = await line.boundingBox();
  if (!box) throw new Error('a caption line without a box');
  await line.evaluate((el: HTMLElement) => {
    el.style.setProperty('color', 'transparent', 'important');
    el.style.setProperty('text-shadow', 'none', 'important');
  });
  const png = await page.screenshot({ clip: box, animations: 'disabled' });
  await line.evaluate((el: HTMLElement) => el.removeAttribute('style'));
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lightest = 0;
  for (let i = 0; i < data.length; i += info.channels)
    lightest = Math.max(lightest, luminance(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0));
  return lightest;
}

async function lineContrast(page: Page, line: Locator) {
  const style = await line.evaluate((el) => {
    const s = getComputedStyle(el);
    return { color: s.color, size: Number.parseFloat(s.fontSize), weight: Number(s.fontWeight) };
  });
  const [r = 0, g = 0, b = 0] = (style.color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const text = luminance(r, g, b);
  const behind = await lightestBehind(page, line);
  const ratio = (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
  const large = style.size >= 24 || (style.size >= 18.66 && style.weight >= 700);
  return { ratio, needed: large ? 3 : 4.5 };
}

for (const { path, label } of [
  { path: '/', label: '首頁' },
  { path: '/hence', label: 'HENCE' },
]) {
  for (const width of [390, 1280]) {
    test(`${label} carousel: every caption line holds its contrast over its picture at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await appReady(page);
      const carousel = page.locator('[aria-roledescription="carousel"]').first();
      const slides = carousel.locator('[aria-roledescription="slide"]');
      const total = await slides.count();
      expect(total, 'the carousel has slides').toBeGreaterThan(0);
      let measured = 0;
      for (let i = 0; i < total; i++) {
        if (i > 0) await carousel.getByRole('button', { name: `顯示第 ${i + 1} 張` }).click();
        const slide = slides.nth(i);
        await slide.scrollIntoViewIfNeeded();
        await expect(slide).toBeInViewport({ ratio: 0.6 });
        // the slide's picture drawn (a lazy one loads once scrolled in)
        await expect
          .poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        const title = (await slide.locator('.banner-carousel__title').textContent()) ?? '';
        for (const line of await slide.locator('.banner-carousel__eyebrow, .banner-carousel__title').all()) {
          const { ratio, needed } = await lineContrast(page, line);
          const what = `slide ${i + 1} 「${title}」, ${(await line.textContent())?.slice(0, 12)}`;
          expect(ratio, `${what}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(needed);
          measured++;
        }
      }
      expect(measured).toBeGreaterThanOrEqual(total);
    });
  }
}
