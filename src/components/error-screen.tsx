import { useEffect } from 'react';
import { errorDocumentTitle } from '../lib/document-title';
import { ERROR_TEXT } from '../lib/ui-text';

interface ErrorScreenProps {
  status: number;
  /** for a 404 the guard's exact `Page Not Found: {path}` */
  message?: string;
}

/**
 * The full-page error screen (SPEC §2 "Error screen", §8). The home link is a plain anchor on
 * purpose: after a fatal error a fresh document is the only state known to be good.
 */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  const notFound = status === 404;
  useEffect(() => {
    document.title = errorDocumentTitle(status);
  }, [status]);

  return (
    <main className="error-screen" aria-labelledby="error-screen-title">
      <div className="error-screen__inner">
        <p className="error-screen__status">
          <span className="visually-hidden">{ERROR_TEXT.statusLabel}</span>
          {status}
        </p>
        <h1 id="error-screen-title" className="error-screen__title">
          {notFound ? ERROR_TEXT.notFoundHeading : ERROR_TEXT.errorHeading}
        </h1>
        {message ? (
          <p className="error-screen__message">{message}</p>
        ) : (
          <p className="error-screen__message">{notFound ? ERROR_TEXT.notFoundLead : ERROR_TEXT.errorLead}</p>
        )}
        <a className="button button--primary" href="/">
          {ERROR_TEXT.backHome}
        </a>
      </div>
    </main>
  );
}
