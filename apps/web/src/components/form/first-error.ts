import type { FormErrors } from '@mantine/form';

/** The first field in page order that has an error, from the `data-path` of each input. */
export function findFirstErrorPath(errors: FormErrors, pathsInPageOrder: readonly string[]): string | null {
  const failed = new Set(Object.keys(errors).filter((path) => Boolean(errors[path])));
  return pathsInPageOrder.find((path) => failed.has(path)) ?? [...failed][0] ?? null;
}

const FOCUSABLE = 'input:not([type=hidden]), textarea, select, button';

/**
 * Mantine's `onSubmit(handler, focusFirstError)`: a refused long form scrolls to its first error and focuses
 * it, so that the user sees why nothing happened.
 */
export function focusFirstError(errors: FormErrors): void {
  // After the render that shows the errors, so that the field is marked invalid when it takes the focus.
  requestAnimationFrame(() => {
    const nodes = [...document.querySelectorAll<HTMLElement>('[data-path]')];
    const path = findFirstErrorPath(
      errors,
      nodes.map((node) => node.dataset.path ?? ''),
    );
    const node =
      nodes.find((candidate) => candidate.dataset.path === path) ??
      document.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!node) return;
    const target = node.matches(FOCUSABLE) ? node : (node.querySelector<HTMLElement>(FOCUSABLE) ?? node);
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  });
}
