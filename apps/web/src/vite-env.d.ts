/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CARPOOL_PROMO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}
