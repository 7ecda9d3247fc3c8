import { Link } from 'react-router-dom';
import type { HomeInfoBlock } from '../../../schemas/home.schema';
import { LinkCards } from '../../components/link-cards';
import { PlainText } from '../../components/plain-text';
import { HOME_SERVICES, HOME_TEXT } from './home-text';
import './home.css';

/** services_block's copy above the four service kinds. */
export function HomeServices({ block }: { block: HomeInfoBlock | null }) {
  return (
    <section className="home-section home-services" aria-labelledby="home-services-title">
      {block?.subtitle && <p className="eyebrow">{block.subtitle}</p>}
      <h2 id="home-services-title" className="home-section__title">
        {block?.subject ?? HOME_TEXT.servicesTitle}
      </h2>
      {block && <PlainText text={block.content} className="home-section__lead" />}
      <LinkCards items={HOME_SERVICES} className="link-grid" />
      {block?.link && (
        <Link className="more-link" to={block.link}>
          {block.link_text ?? block.subject}
        </Link>
      )}
    </section>
  );
}
