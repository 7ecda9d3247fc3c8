/// <reference types="vite/client" />

/** The id of this build, also written to builds/latest.json (vite.config.ts). */
declare const __BUILD_ID__: string;
