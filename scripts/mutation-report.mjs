// Reads Stryker's JSON report (reports/mutation/mutation.json, the mutation-testing-elements
// schema) for scripts/mutation.mjs: the survivors one a line, and the per-file figures as the
// Markdown table of docs/decisions/mutation-testing.md. `node scripts/mutation-report.mjs`
// prints both for the last run.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CAUGHT = new Set(['Killed', 'Timeout']);
// mutants that are not counted: a change that does not load (CompileError) or is ignored
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

/** The source text a mutant replaced, on one line. */
function original(source, { start, end }) {
  const lines = source.split('\n').slice(start.line - 1, end.line);
  if (lines.length === 1) return lines[0].slice(start.column - 1, end.column - 1);
  lines[0] = lines[0].slice(start.column - 1);
  lines[lines.length - 1] = lines[lines.length - 1].slice(0, end.column - 1);
  return lines.map((l) => l.trim()).join(' ');
}

const short = (text, max = 90) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** `file:line:column [Mutator] original → replacement` for each survivor and uncovered mutant. */
export function survivorLines(report) {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
    mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .sort(
        (a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column,
      )
      .map((m) => {
        const at = `${file}:${m.location.start.line}:${m.location.start.column}`;
        const what = `${short(original(source, m.location))} → ${short(m.replacement ?? '', 60)}`;
        return `${at} [${m.mutatorName}${m.status === 'NoCoverage' ? ', no test reaches it' : ''}] ${what}`;
      }),
  );
}

/** Per file: caught / counted mutants and the score, plus the mutants that did not load. */
export function scoreRows(report) {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const counted = mutants.filter((m) => COUNTED.has(m.status));
      const caught = counted.filter((m) => CAUGHT.has(m.status)).length;
      const survived = counted.length - caught;
      const errors = mutants.filter((m) => m.status === 'RuntimeError' || m.status === 'CompileError').length;
      const score = counted.length ? (caught / counted.length) * 100 : 100;
      return { file, caught, survived, counted: counted.length, errors, score };
    })
    .sort((a, b) => a.score - b.score);
}

export function scoreTable(report) {
  const rows = scoreRows(report);
  const total = rows.reduce(
    (t, r) => ({
      caught: t.caught + r.caught,
      survived: t.survived + r.survived,
      counted: t.counted + r.counted,
      errors: t.errors + r.errors,
    }),
    { caught: 0, survived: 0, counted: 0, errors: 0 },
  );
  const line = (name, r) =>
    `| ${name} | ${r.counted ? ((r.caught / r.counted) * 100).toFixed(1) : '100.0'} % | ${r.caught} | ${r.survived} | ${r.errors} |`;
  return [
    '| file | score | caught | survived | errors |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => line(`\`${r.file}\``, r)),
    line('**all**', total),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/mutation/mutation.json', 'utf8'));
  console.log(scoreTable(report).join('\n'));
  console.log(`\n${survivorLines(report).join('\n')}`);
}
