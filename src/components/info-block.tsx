import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Image } from '../../schemas/image.schema';
import { ContentImage } from './content-image';
import { PlainText } from './plain-text';
import './info-block.css';

/** The shape shared by home blocks and page blocks: plain-text copy, an optional picture and link. */
export interface InfoBlockData {
  subject: string;
  subtitle: string | null;
  content: string;
  image: Image | null;
  link: string | null;
  link_text: string | null;
}

interface InfoBlockProps {
  block: InfoBlockData;
  id?: string;
  className?: string;
  /** picture on the right on wide screens */
  reverse?: boolean;
  /** the block is in the first screen: its picture loads at once, not when scrolled to */
  eager?: boolean;
  children?: ReactNode;
}

/** A titled block of editable copy: eyebrow, h2, paragraphs, picture and a call to action. */
export function InfoBlock({ block, id, className = '', reverse = false, eager = false, children }: InfoBlockProps) {
  const hasImage = block.image !== null;
  return (
    <section
      id={id}
      className={`info-block${hasImage ? ' info-block--with-image' : ''}${reverse ? ' info-block--reverse' : ''} ${className}`.trim()}
    >
      {block.image && (
        <div className="info-block__media">
          <ContentImage image={block.image} decorative eager={eager} sizes="(min-width: 1024px) 560px, 100vw" />
        </div>
      )}
      <div className="info-block__text">
        {block.subtitle && <p className="eyebrow">{block.subtitle}</p>}
        <h2 className="info-block__title">{block.subject}</h2>
        <PlainText text={block.content} className="info-block__content" />
        {block.link && (
          <Link className="more-link" to={block.link}>
            {block.link_text ?? block.subject}
          </Link>
        )}
        {children}
      </div>
    </section>
  );
}
