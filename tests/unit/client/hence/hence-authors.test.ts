import { describe, expect, it } from 'vitest';
import type { ArticleCard } from '../../../../schemas/article.schema';
import { authorsOf } from '../../../../src/screens/hence/hence-hub-screen';

describe("the HENCE hub's authors", () => {
  it('names each author of the hub once', () => {
    const card = (id: number, author: number | null) =>
      ({
        id,
        author: author === null ? null : { id: author, name: `a${author}`, link: `/hence/author/${author}` },
      }) as ArticleCard;
    expect(authorsOf([card(1, 1), card(2, 2)], [card(3, 1), card(4, null)]).map((a) => a.id)).toEqual([1, 2]);
  });
});
