import { html } from 'hono/html';
import { SITE_NAME } from '../../schemas/route-manifest';

const STYLE = `
body{margin:0;background:#f5f2ec;color:#2b2b2b;font:16px/1.6 system-ui,-apple-system,"PingFang TC","Noto Sans TC","Microsoft JhengHei",sans-serif}
main{max-width:440px;margin:0 auto;padding:48px 16px;text-align:center}
.card{background:#fff;border-radius:8px;padding:24px 16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 12px}
p{margin:0 0 12px}
a{color:#2f4f3e}
`;

/** The answer to an unsubscribe link: what was cancelled, or that the link names nothing (any more). */
export function unsubscribePage(removed: { name: string } | null) {
  const title = removed ? '已取消訂閱' : '取消訂閱';
  return html`<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}｜${SITE_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>${title}</h1>
${
  removed ? html`<p>您已取消訂閱「${removed.name}」，之後不會再收到這類信件。</p>` : html`<p>連結無效或已取消訂閱。</p>`
}
<p><a href="/">回到首頁</a></p>
</div>
</main>
</body>
</html>
`;
}
