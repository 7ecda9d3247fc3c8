import { SITE_NAME } from '../../schemas/route-manifest';
import { SITE_LANG } from './seo';

/**
 * A page load that hit a bug: a self-contained page (no script, so the CSP holds and the broken
 * code is not run again) with SPEC §2's way out, a link back to the home page.
 */
export const SERVER_ERROR_HTML = `<!doctype html>
<html lang="${SITE_LANG}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>系統忙碌中｜${SITE_NAME}</title>
<style>body{font-family:system-ui,"PingFang TC","Noto Sans TC","Microsoft JhengHei",sans-serif;background:#f4efe6;color:#2f3e36;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center}a{color:#2f3e36}</style>
</head>
<body>
<main>
<p>500</p>
<h1>系統忙碌中，請稍後再試。</h1>
<p><a href="/">回到首頁</a></p>
</main>
</body>
</html>
`;
