import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

/**
 * The compressed forms of the build's files: brotli at its best setting (11) and gzip 9, made by
 * the build and written beside each file (`x.js.br`, `x.js.gz`), read with it at start. Brotli 11
 * over the whole build takes seconds of CPU (the QR reader's wasm alone is a megabyte): made at
 * start, it competed with the first requests of every cold start.
 */
export interface CompressedForms {
  br?: Uint8Array;
  gzip?: Uint8Array;
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|wasm|manifest)|image\/(svg|x-icon)|font\/ttf)/;
/** below this, the headers of a compressed answer cost more than they save */
const MIN_COMPRESS_BYTES = 512;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const isCompressible = (type: string, size: number) => COMPRESSIBLE.test(type) && size > MIN_COMPRESS_BYTES;

/** Both forms of `body`, made on libuv's thread pool; each kept only when it saves bytes. */
export async function compressedForms(body: Uint8Array): Promise<CompressedForms> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    ...(br.length < body.length ? { br } : {}),
    ...(gz.length < body.length ? { gzip: gz } : {}),
  };
}

/** Writes `forms` beside `file`. */
export function writeForms(file: string, forms: CompressedForms): void {
  if (forms.br) writeFileSync(file + SUFFIX.br, forms.br);
  if (forms.gzip) writeFileSync(file + SUFFIX.gzip, forms.gzip);
}

/**
 * The forms the build wrote beside `file`; one older than the file is ignored (the file was
 * replaced after the build compressed it), and the server makes that form itself.
 */
export function writtenForms(file: string, fileMtimeMs: number): CompressedForms {
  const read = (suffix: string) => {
    const form = file + suffix;
    return existsSync(form) && statSync(form).mtimeMs >= fileMtimeMs ? readFileSync(form) : undefined;
  };
  const br = read(SUFFIX.br);
  const gz = read(SUFFIX.gzip);
  return { ...(br ? { br } : {}), ...(gz ? { gzip: gz } : {}) };
}

/** `x.js.br` beside `x.js`: a form of that file, not a file to serve on its own. */
export const isWrittenForm = (file: string) =>
  Object.values(SUFFIX).some((suffix) => file.endsWith(suffix) && existsSync(file.slice(0, -suffix.length)));
