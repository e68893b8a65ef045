/** Stops the SMTP capture started by global-setup.ts. */
export default async function globalTeardown() {
  await globalThis.stopMailCapture?.();
  globalThis.stopMailCapture = undefined;
}
