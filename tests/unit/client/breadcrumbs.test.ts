// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { deriveBreadcrumbs } from '../../../schemas/breadcrumbs';
import { routeManifest } from '../../../schemas/route-manifest';

const labels = (pathname: string) => deriveBreadcrumbs(pathname, routeManifest).map((c) => c.label);

describe('deriveBreadcrumbs', () => {
  it('starts with 首頁 and ends with the current page, marked current', () => {
    const crumbs = deriveBreadcrumbs('/events/12', routeManifest);
    expect(crumbs).toEqual([
      { label: '首頁', href: '/', current: false },
      { label: '活動報名', href: '/events', current: false },
      { label: '活動詳情', href: '/events/12', current: true },
    ]);
  });

  it('is a single current crumb on the home page', () => {
    expect(deriveBreadcrumbs('/', routeManifest)).toEqual([{ label: '首頁', href: '/', current: true }]);
  });

  it('includes every prefix that is itself a page', () => {
    expect(labels('/events/12/apply')).toEqual(['首頁', '活動報名', '活動詳情', '活動報名表']);
    expect(labels('/sustainability/3/4')).toEqual(['首頁', '永續發展', '永續主題', '永續子題']);
    expect(labels('/member/activity/credit-note/ab-1234')).toEqual(['首頁', '會員中心', '我的活動', '活動折讓單']);
  });

  it('skips prefixes that are no page', () => {
    expect(labels('/hence/recipe/article/9')).toEqual(['首頁', 'HENCE 生活誌', '節氣食譜', '食譜']);
    expect(labels('/giftmain/brand-hs/giftid-5/apply')).toEqual(['首頁', '贈品活動說明', '贈品申請']);
  });

  it('does not take a literal segment for a parameter of another page', () => {
    // `/blog/article` matches the blog category pattern, but here "article" is literal
    expect(labels('/blog/article/spring-cleaning')).toEqual(['首頁', '部落格', '部落格文章']);
    // `/hence/article` would be a category with an invalid id
    expect(labels('/hence/article/7')).toEqual(['首頁', 'HENCE 生活誌', '生活誌文章']);
  });

  it('links ancestors with the actual values of the path', () => {
    const crumbs = deriveBreadcrumbs('/giftchoose/brand-hs/menu-8', routeManifest);
    expect(crumbs.map((c) => c.href)).toEqual(['/', '/giftchoose/brand-hs', '/giftchoose/brand-hs/menu-8']);
  });

  it('lets a page name its last crumb', () => {
    expect(deriveBreadcrumbs('/news/article/3', routeManifest, '春季新品上市').at(-1)).toEqual({
      label: '春季新品上市',
      href: '/news/article/3',
      current: true,
    });
  });

  it('gives only 首頁 for an unknown path', () => {
    expect(labels('/no-such-page')).toEqual(['首頁']);
  });
});
