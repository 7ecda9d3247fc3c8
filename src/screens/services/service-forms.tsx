import { useNavigate } from 'react-router-dom';
import { routeById } from '../../../schemas/route-manifest';
import { ContentSection } from '../../components/content-section';
import { openDialog } from '../../lib/dialog-api';
import { isLoggedIn } from '../../lib/session';
import { SERVICE_FORMS, SERVICES_TEXT } from './services-text';

const FORMS = SERVICE_FORMS.map(({ routeId, label }) => {
  const entry = routeById(routeId);
  if (!entry) throw new Error(`services hub: no route "${routeId}" in the manifest`);
  return { label, path: entry.path, banner: entry.banner };
});

/**
 * The hub's way into the login-only forms. A member goes straight to the form; a guest is asked
 * first (SPEC §3 dialog with needLogin), so the sign-in page shows the form's banner.
 */
export function ServiceForms() {
  const navigate = useNavigate();

  const start = (form: (typeof FORMS)[number]) => {
    // read at click time: the session may have changed since the hub rendered
    if (isLoggedIn()) {
      navigate(form.path);
      return;
    }
    void openDialog({
      message: SERVICES_TEXT.loginPrompt,
      type: 'info',
      needLogin: true,
      banner: form.banner,
      // after signing in the member lands on the form they asked for, not back on the hub
      returnTo: form.path,
      showCancelButton: true,
      cancelButtonText: SERVICES_TEXT.cancel,
      confirmButtonText: SERVICES_TEXT.goToLogin,
    });
  };

  const explainFastRepair = () => {
    void openDialog({
      title: SERVICES_TEXT.fastRepairInfoTitle,
      message: SERVICES_TEXT.fastRepairInfoMessage,
      type: 'info',
    });
  };

  return (
    <ContentSection title={SERVICES_TEXT.formsTitle}>
      <p className="content-section__lead">{SERVICES_TEXT.formsLead}</p>
      <ul className="card-grid">
        {FORMS.map((form) => (
          <li key={form.path}>
            <button type="button" className="button button--ghost" onClick={() => start(form)}>
              {form.label}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="button button--ghost" onClick={explainFastRepair}>
            {SERVICES_TEXT.fastRepairInfoButton}
          </button>
        </li>
      </ul>
    </ContentSection>
  );
}
