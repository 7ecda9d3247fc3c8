// `DATABASE_URL=… node --import tsx scripts/bench-search.ts`: issue 26 item 2, the time of site
// search's answer (the service, below the public cache that keeps repeated answers) for a common
// one-character term, two-character terms, a rare term and one that matches nothing, on the
// database DATABASE_URL names (filled by `npm run seed:scale`); PGlite in memory with the demo when unset.

import { SearchQuery } from '../schemas/search.schema';
import { openDatabase } from '../server/db/client';
import { seedDemoContent } from '../server/seed/seed';
import { searchSite } from '../server/services/search.service';

const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 15);
const KEYWORDS = (process.env.BENCH_SEARCH_KEYWORDS ?? '鍋,土鍋,保固,的,菲耶羅,kazeno 吸塵器,龍捲風').split(',');

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
if (!url) {
  await database.migrate();
  await seedDemoContent(database.db);
}
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? Number.NaN;
for (const keyword of KEYWORDS) {
  for (const page of [1, 2]) {
    const query = SearchQuery.parse({ keyword, page: String(page) });
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const answer = await searchSite(database.db, query);
      times.push(performance.now() - started);
      total = answer.list.meta.total;
    }
    console.log(
      `${keyword.padEnd(12)} page ${page}  total ${String(total).padStart(6)}  p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms`,
    );
  }
}
await database.close();
