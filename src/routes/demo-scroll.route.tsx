import { Link } from 'react-router-dom';
import { PageShell } from '../components/page-shell';

const SECTIONS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Development only: a long page with hash links for trying the scroll rules by hand. */
export function Component() {
  return (
    <PageShell lead="開發用頁面：錨點連結與捲動規則的測試區。">
      <nav aria-label="測試錨點">
        <ul className="demo-scroll__toc">
          {SECTIONS.map((n) => (
            <li key={n}>
              <Link to={{ hash: `demo-section-${n}` }}>第 {n} 段</Link>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((n) => (
        <section key={n} id={`demo-section-${n}`} className="demo-scroll__section">
          <h2>第 {n} 段</h2>
          <p>捲動測試段落。</p>
        </section>
      ))}
    </PageShell>
  );
}
