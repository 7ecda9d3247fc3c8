import { Breadcrumbs } from '../../components/breadcrumbs';
import { useBreadcrumbs } from '../../lib/use-breadcrumbs';

/** ZONEZONE's own breadcrumb bar (the page's breadcrumb block), set on the dark header's colours. */
export function ZonezoneBreadcrumb() {
  const crumbs = useBreadcrumbs();
  return (
    <div className="zonezone-breadcrumb">
      <div className="container">
        <Breadcrumbs items={crumbs} className="breadcrumbs--on-dark" />
      </div>
    </div>
  );
}
