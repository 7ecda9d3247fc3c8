/**
 * The boot script's plan (src/boot.ts), written by the server into a rendered page
 * (server/spa/rendered-page.ts). A module of its own: the boot script imports nothing the app's
 * entry shares, so it stays one small file.
 */

/** The JSON data block that names the app's entry and the chunks to fetch with it. */
export const BOOT_ELEMENT_ID = 'boot';

export interface BootPlan {
  /** the app's entry module */
  entry: string;
  /** its chunks and the page's route chunks, fetched beside it */
  preload: string[];
}
