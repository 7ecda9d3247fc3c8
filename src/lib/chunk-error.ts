// What browsers say when a dynamic import's file is gone (a deploy removed the old chunks):
// Chromium, Firefox, Safari, and Vite's own preload helper.
const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.some((re) => re.test(message));
}
