import { startMailCapture } from './mail-capture.ts';

declare global {
  var stopMailCapture: (() => Promise<void>) | undefined;
}

/** Starts the SMTP capture the server sends its emails to during the run (see SMTP_URL in the config). */
export default async function globalSetup() {
  globalThis.stopMailCapture = await startMailCapture();
}
