import type { PageBlock } from '../../../schemas/page-block.schema';
import { ContentImage } from '../../components/content-image';
import { PlainText } from '../../components/plain-text';
import { ZONEZONE_TEXT } from './zonezone-text';

/** section1: the page's h1 and the store's idea, over its picture. */
export function ZonezoneOpening({ title, block }: { title: string; block: PageBlock | undefined }) {
  return (
    <div id="section-1" className="feature-banner feature-banner--zonezone">
      <div className="container feature-banner__grid">
        <div>
          {block?.subtitle && <p className="feature-banner__eyebrow">{block.subtitle}</p>}
          <h1 className="feature-banner__title">{block?.subject ?? title}</h1>
          {block ? (
            <PlainText text={block.content} className="feature-banner__lead" />
          ) : (
            <p className="feature-banner__lead">{ZONEZONE_TEXT.lead}</p>
          )}
        </div>
        {block?.image && (
          <div className="feature-banner__media">
            <ContentImage image={block.image} priority sizes="(min-width: 1024px) 560px, 100vw" />
          </div>
        )}
      </div>
    </div>
  );
}
