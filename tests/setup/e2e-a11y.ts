/** What the accessibility journeys measure in the page: axe's serious problems, small tap targets, unannounced errors. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** Waits for the app's readiness signal: the screen drew its body (or its problem page) and no request is pending. */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('[data-screen][data-phase]').first()).toBeAttached();
  await expect(page.locator('[data-screen][data-phase="loading"]')).toHaveCount(0);
  await expect(page.locator('.h-loading')).toHaveCount(0);
}

/** axe (WCAG 2.0–2.2 A and AA, best practices) over the page or one part of it: the serious and critical violations. */
export async function axeProblems(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  // axe's default run checks each frame apart and draws the result in a blank page of its own (a new tab each time), so
  // that cross-origin frames are checked too; a page with no frame gets the same result from one axe.run in the page
  // (legacy mode) at about 40 % of the CPU (docs/testing.md, "Keeping the chain short").
  if (page.frames().length === 1) builder = builder.setLegacyMode();
  return problemsOf((await builder.analyze()).violations);
}

/** The serious and critical axe violations, one line each: rule, impact, help and the first elements it names. */
export function problemsOf(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 4 ? ` and ${v.nodes.length - 4} more` : ''}`,
    );
}

/** The smallest tap target, in CSS px, each side (WCAG 2.2 target size, enhanced: 44 × 44). */
export const minimumTarget = 44;

/**
 * Every visible tap target under 44 × 44 px, as `role "name" W×H`. A visually hidden input (custom checkbox, file
 * picker) is measured by its label (what a finger taps); a link inside a sentence is exempt, as WCAG exempts inline targets.
 */
export function smallTargets(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate(
    ({ min, scope }) => {
      const roots = scope ? [...document.querySelectorAll(scope)] : [document.body];
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
      const seen = new Set<Element>();
      const small: string[] = [];
      for (const root of roots) {
        for (const el of root.querySelectorAll<HTMLElement>(selector)) {
          if (el.closest('[inert], [aria-hidden="true"]') || el.matches(':disabled')) continue;
          let target: HTMLElement = el;
          const box0 = el.getBoundingClientRect();
          // A visually hidden input (a custom checkbox, a file picker) is tapped through its label; without one, no finger reaches it.
          const visuallyHidden = el instanceof HTMLInputElement && (box0.width < 2 || box0.height < 2 || getComputedStyle(el).opacity === '0');
          if (visuallyHidden) {
            const label = el.closest('label') ?? (el.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) : null);
            if (!label) continue;
            target = label;
          }
          if (seen.has(target)) continue;
          seen.add(target);
          const style = getComputedStyle(target);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          const box = target.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          const inSentence =
            target.tagName === 'A' &&
            style.display === 'inline' &&
            (target.parentElement?.textContent ?? '').trim().length > (target.textContent ?? '').trim().length;
          if (inSentence) continue;
          if (box.width + 0.5 < min || box.height + 0.5 < min) {
            const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
            const role = target.getAttribute('role') ?? target.tagName.toLowerCase();
            small.push(`${role} "${name}" ${Math.round(box.width)}×${Math.round(box.height)} (.${[...target.classList].join('.')})`);
          }
        }
      }
      return small;
    },
    { min: minimumTarget, scope },
  );
}

/**
 * Form errors a screen reader would not hear: a visible message under a box (.h-field__error) or toast outside any
 * role=alert / aria-live region, and a box marked aria-invalid whose description is not such a message.
 */
export function unannouncedErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const live = (el: Element | null) => Boolean(el?.closest('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])'));
    const shown = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const missing: string[] = [];
    for (const el of document.querySelectorAll('.h-field__error, .h-toast')) {
      if (shown(el) && !live(el)) missing.push(`not announced: "${el.textContent?.trim()}"`);
    }
    for (const box of document.querySelectorAll('[aria-invalid="true"]')) {
      const ids = (box.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const described = ids
        .map((id) => document.getElementById(id))
        .filter((el): el is HTMLElement => el !== null && (el.textContent ?? '').trim() !== '');
      if (!described.some(live))
        missing.push(`box in error without an announced message: ${box.id || box.getAttribute('aria-label') || box.tagName}`);
    }
    return missing;
  });
}
