import { Link } from 'react-router-dom';
import { PageShell } from '../../components/page-shell';
import { MEMBERSHIP_BENEFITS, MEMBERSHIP_TEXT } from './legal-text';
import '../service-info/service-info.css';
import './legal.css';

/** `/membership`: what members get, and where to join. */
export function MembershipScreen() {
  return (
    <PageShell lead={MEMBERSHIP_TEXT.lead}>
      <section aria-labelledby="membership-benefits">
        <h2 id="membership-benefits" className="list-section__title">
          {MEMBERSHIP_TEXT.benefitsTitle}
        </h2>
        <ol className="steps">
          {MEMBERSHIP_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="steps__item">
              <h3 className="steps__title">{benefit.title}</h3>
              <p className="steps__text">{benefit.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="service-actions membership-actions">
        <Link className="button button--primary" to="/member">
          {MEMBERSHIP_TEXT.join}
        </Link>
        <Link className="more-link" to="/membership-terms">
          {MEMBERSHIP_TEXT.terms}
        </Link>
        <Link className="more-link" to="/privacy-policy">
          {MEMBERSHIP_TEXT.privacy}
        </Link>
      </div>
    </PageShell>
  );
}
