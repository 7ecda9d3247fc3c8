import type { PageBlock } from '../../schemas/page-block.schema';
import { ContentImage } from './content-image';
import { InfoBlock } from './info-block';

/** `section3` → `section-3`: the anchor of a page block (hash links of the page's contents). */
export const blockAnchor = (key: string) => key.replace(/^section(\d+)$/, 'section-$1');

/** A page block (SPEC §2 page-block sub-routes): its copy, picture, link, and items as cards. */
export function PageBlockView({ block, reverse }: { block: PageBlock; reverse?: boolean }) {
  return (
    <InfoBlock block={block} id={blockAnchor(block.key)} className="page-block" reverse={reverse}>
      {block.items.length > 0 && (
        <ul className="page-block__items">
          {block.items.map((item) => (
            <li key={item.title} className="page-block__item">
              {item.image && <ContentImage image={item.image} decorative />}
              <h3 className="page-block__item-title">{item.title}</h3>
              <p className="page-block__item-text">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
    </InfoBlock>
  );
}

/** The blocks named `section1`, `section2`... in order. */
export const sectionBlocks = (blocks: readonly PageBlock[]) =>
  blocks.filter((b) => /^section\d+$/.test(b.key)).sort((a, b) => Number(a.key.slice(7)) - Number(b.key.slice(7)));

export const blockByKey = (blocks: readonly PageBlock[], key: string) => blocks.find((b) => b.key === key);
