import { test, expect } from './support/fixtures';
import { budgets, firstLoadWeight, kb, pageTypes } from '../../scripts/lib/weight';

/** Weight budgets on first-load bytes (deterministic for a given build). */
for (const [type, path] of Object.entries(pageTypes)) {
  test(`${type} page ${path} stays within its weight budget`, async ({ page, baseURL }) => {
    const w = await firstLoadWeight(page, `${baseURL}${path}`);
    test.info().annotations.push({ type: 'weight', description: `JS ${kb(w.js)}, CSS ${kb(w.css)}, fonts ${kb(w.font)}, total ${kb(w.total)}` });
    if (type === 'landing') {
      expect(w.total, 'landing total').toBeLessThanOrEqual(budgets.landingTotal);
    } else {
      expect(w.js, 'first-load JS').toBeLessThanOrEqual(budgets.docs.js);
      expect(w.css, 'CSS').toBeLessThanOrEqual(budgets.docs.css);
      expect(w.font, 'fonts').toBeLessThanOrEqual(budgets.docs.font);
    }
  });
}
