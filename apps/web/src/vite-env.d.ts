/// <reference types="vite/client" />

/** The running build's version, from the root package.json (see vite.config.ts). */
declare const __APP_VERSION__: string;
