import { Breadcrumbs } from '../../components/breadcrumbs';
import { useBreadcrumbs } from '../../lib/use-breadcrumbs';

/** The dark banner under the transparent header: breadcrumbs, the h1 and the lead. */
export function SustainabilityBanner({
  title,
  lead,
  eyebrow,
}: {
  title: string;
  lead: string;
  eyebrow?: string | null;
}) {
  const crumbs = useBreadcrumbs();
  return (
    <div className="feature-banner feature-banner--sustainability">
      <div className="container">
        <Breadcrumbs items={crumbs} className="breadcrumbs--on-dark" />
        {eyebrow && <p className="feature-banner__eyebrow">{eyebrow}</p>}
        <h1 className="feature-banner__title">{title}</h1>
        <p className="feature-banner__lead">{lead}</p>
      </div>
    </div>
  );
}
