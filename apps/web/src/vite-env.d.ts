/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CARPOOL_PROMO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
