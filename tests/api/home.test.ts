import { describe, expect, it } from 'vitest';
import { HencePageResponse, HomepageResponse } from '../../schemas/home.schema';
import { EcoLifePageResponse, TalentPageResponse, ZonezonePageResponse } from '../../schemas/page-block.schema';
import { RecipeItemCategoriesResponse, RecipePageResponse, RecipeResponse } from '../../schemas/recipe.schema';
import { seededAppForFile } from '../support/seeded-app';

const { ok, refused, missing } = await seededAppForFile();

describe('GET /api/homepage', () => {
  it('has PC and mobile banners, the five info blocks, articles, events and SEO data', async () => {
    const { data } = await ok('/api/homepage', HomepageResponse);
    expect(data.pc_banner.length).toBeGreaterThan(0);
    expect(data.mobile_banner.length).toBeGreaterThan(0);
    expect(data.pc_banner[0]?.image.width).toBeGreaterThan(data.mobile_banner[0]?.image.width ?? Infinity);
    for (const block of Object.values(data.infos)) expect(block?.subject).toBeTruthy();
    expect(data.articles.length).toBeGreaterThan(0);
    expect(data.events.length).toBeGreaterThan(0);
    // open events first: the home page invites to sign up
    expect(data.events[0]?.status).toBe('open');
    expect(data.seo.title).toContain('好生活');
  });
});

describe('GET /api/homepage/article (the hence hub)', () => {
  it('has banners with categories, must-reads, articles, lifestyle, recipes and the 24 solar terms', async () => {
    const { data } = await ok('/api/homepage/article', HencePageResponse);
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.banners[0]?.categories[0]?.subject).toBeTruthy();
    expect(data.banners[0]?.image.link).toMatch(/^\/demo\/.+\.svg$/);
    expect(data.must_reads.length).toBeGreaterThan(0);
    expect(data.articles.length).toBeGreaterThan(0);
    expect(data.lifestyle.length).toBeGreaterThan(0);
    expect(data.recipe.length).toBeGreaterThan(0);
    expect(data.solar_term_calendar).toHaveLength(24);
    expect(data.solar_term_calendar.filter((t) => t.is_current)).toHaveLength(1);
    const dates = data.solar_term_calendar.map((t) => t.starts_on);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('GET /api/homepage/eco_life, zonezone, talent_development', () => {
  it('gives the sustainability page its sections, topics with sub-topics, articles and reports', async () => {
    const { data } = await ok('/api/homepage/eco_life', EcoLifePageResponse);
    expect(data.blocks.map((b) => b.key)).toEqual(
      expect.arrayContaining(['banner', 'section1', 'section9', 'side', 'lists']),
    );
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.categories[0]?.children.length).toBeGreaterThan(0);
    expect(data.categories[0]?.children[0]?.link).toMatch(/^\/sustainability\/\d+\/\d+$/);
    expect(data.articles.length).toBeGreaterThan(0);
    expect(data.reports.length).toBeGreaterThan(0);
  });

  it('gives the concept-store page its sections and stores', async () => {
    const { data } = await ok('/api/homepage/zonezone', ZonezonePageResponse);
    expect(data.blocks.map((b) => b.key)).toEqual(expect.arrayContaining(['breadcrumb', 'section1', 'section6']));
    expect(data.locations.length).toBeGreaterThan(0);
  });

  it('gives the talent page sections 1 to 5', async () => {
    const { data } = await ok('/api/homepage/talent_development', TalentPageResponse);
    expect(data.blocks.map((b) => b.key)).toEqual(['section1', 'section2', 'section3', 'section4', 'section5']);
  });
});

describe('GET /api/article_recipes, /api/recipe_item_categories', () => {
  it('lists recipes with their solar term, filtered by term and course', async () => {
    const all = await ok('/api/article_recipes', RecipePageResponse);
    expect(all.data.length).toBeGreaterThan(0);
    const termId = all.data[0]?.solar_term?.id;
    const ofTerm = await ok(`/api/article_recipes?solar_term_id=${termId}`, RecipePageResponse);
    expect(ofTerm.data.every((r) => r.solar_term?.id === termId)).toBe(true);
    const courses = await ok('/api/recipe_item_categories', RecipeItemCategoriesResponse);
    const course = courses.data[0];
    const ofCourse = await ok(`/api/article_recipes?category_id=${course?.id}`, RecipePageResponse);
    expect(ofCourse.data.every((r) => r.category?.id === course?.id)).toBe(true);
    await refused('/api/article_recipes?solar_term_id=999', 'solar_term_id');
    await refused('/api/article_recipes?category_id=999', 'category_id');
  });

  it('reads a recipe with ingredients and steps', async () => {
    const all = await ok('/api/article_recipes', RecipePageResponse);
    const { data } = await ok(`/api/article_recipes/${all.data[0]?.id}`, RecipeResponse);
    expect(data.ingredients.length).toBeGreaterThan(0);
    expect(data.body).toContain('<ol>');
    await missing('/api/article_recipes/999999');
  });
});
