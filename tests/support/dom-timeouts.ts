import { configure } from '@testing-library/dom';

// Every DOM test's findBy/waitFor waits up to 10 s before it fails (Testing Library's default is
// 1 s). On a busy machine (the CI beside other work on two cores, issue 22 item 11) a page's first
// render loads its lazy modules and took over a second: the default failed tests whose pages were
// right. A right page still passes as fast as it renders; only a wrong one waits the 10 s. Set
// before each file: files share a worker's modules (vitest.config.ts isolate: false), so one
// file's own `configure` would otherwise carry over to the next.
configure({ asyncUtilTimeout: 10_000 });
