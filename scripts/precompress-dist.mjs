// The build's last step (`npm run build`'s postbuild, and build-if-needed's): the brotli and gzip
// forms of the browser build's files, written beside them (x.js.br, x.js.gz), so that the server
// starts without compressing them (server/spa/spa-compression.ts). Run alone: `node
// scripts/precompress-dist.mjs [dist]`.
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export async function precompressDist(distDir = 'dist') {
  const { precompressSpaAssets } = await tsImport('../server/spa/spa-assets.ts', import.meta.url);
  return precompressSpaAssets(distDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const files = await precompressDist(process.argv[2]);
  console.log(`compressed ${files} files of the build in ${Math.round(performance.now() - started)} ms`);
}
