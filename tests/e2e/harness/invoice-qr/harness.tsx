import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { InvoiceQrReader, type InvoiceQrReaderRead } from '../../../../src/components/form/invoice-qr-reader';

/**
 * The reader on a page of its own, built by tests/e2e/invoice-qr-reader.spec.ts with the site's
 * Vite config into a temporary folder: never part of the site's build. A typed field beside it
 * shows that a failed read leaves the member's input alone.
 */
function Harness() {
  const [read, setRead] = useState<InvoiceQrReaderRead | null>(null);
  const [typed, setTyped] = useState('');
  return (
    <main>
      <label htmlFor="invoice-number">發票號碼</label>
      <input id="invoice-number" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <InvoiceQrReader
        onRead={(r) => {
          setRead(r);
          setTyped(r.result.invoiceNumber);
        }}
      />
      <pre id="read-result">{read ? JSON.stringify({ ...read.result, source: read.source }) : ''}</pre>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
