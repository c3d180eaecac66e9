/**
 * Payment pages on a provider's host (issue 17, item 8), on the production build. The server answers to two names:
 * the app on 127.0.0.1, the sandbox's checkout standing in for a payment provider on localhost
 * (HATID_SANDBOX_PAYMENT_ORIGIN), and the build names localhost in VITE_HATID_PAYMENT_HOSTS (playwright.config.ts).
 * The borrower reaches the payment page on the second host and comes back after paying; a payment page on a host the
 * build does not name is refused plainly, and the borrower stays on the app.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { useScenario } from '../setup/e2e-page.ts';

const session = 'userId=5512&deviceId=dev-1&appName=hatid';
/** Scenarios with the default repayment data in which no other test pays order 5000180. */
const candidates = ['bind-fails', 'bind-init-fails', 'bind-slow'];

async function paymentsOf(request: APIRequestContext, scenario: string): Promise<{ orderId: string; method: string; status: string }[]> {
  const answer = await request.get('/api/sandbox/payments', { headers: { 'x-sandbox-scenario': scenario } });
  return ((await answer.json()) as { data: { orderId: string; method: string; status: string }[] }).data;
}

/** A scenario in which order 5000180 has no payment yet (a finished payment cannot be undone). */
async function unpaidScenario(request: APIRequestContext): Promise<string> {
  for (const scenario of candidates) if (!(await paymentsOf(request, scenario)).some((p) => p.orderId === '5000180')) return scenario;
  throw new Error(
    'Order 5000180 was already paid in every candidate scenario: restart the server (npx playwright test with CI=1 starts a fresh one).',
  );
}

test('with the payment host configured, the borrower pays on the provider’s host and comes back to the app', async ({ page, request, baseURL }) => {
  const scenario = await unpaidScenario(request);
  await useScenario(page, scenario);
  await page.goto(`/#/alipayrepayment?productId=9&orderId=5000180&amount=300000&${session}`);
  await page.getByRole('button', { name: 'Open the payment page' }).click();

  // The second host name: the provider's checkout, not the app's origin.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/api\/sandbox\/checkout\/RR\d+\?return=http%3A%2F%2F127\.0\.0\.1%3A\d+$/);
  await expect(page.getByRole('heading', { name: 'Loan repayment' })).toBeVisible();
  await expect(page.getByText('₱3.000,00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(new RegExp(`^${(baseURL ?? '').replace(/\./g, '\\.')}/loanDetails\\?productId=9&orderId=5000180`));
  await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  expect(await paymentsOf(request, scenario)).toEqual(
    expect.arrayContaining([expect.objectContaining({ orderId: '5000180', method: 'e-wallet', status: 'paid' })]),
  );
});

test('a payment page on a host the build does not name is refused plainly; the borrower stays on the app', async ({ page, baseURL }) => {
  await useScenario(page, 'default');
  const unlisted: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL ?? 'http://127.0.0.1')) unlisted.push(r.url());
  });
  // The lender names a provider host this build was not given (another loopback name, as a forgotten setting would).
  const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
  await page.route('**/service/loan/repayment-huichao*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: { url: string } };
    body.data.url = body.data.url.replace(/^https?:\/\/[^/]+|^(?=\/)/, `http://127.0.0.2:${port}`);
    await route.fulfill({ response: answer, json: body });
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`/#/alipayrepayment?productId=8&orderId=5000174&amount=895900&${session}`);
  await page.getByRole('button', { name: 'Open the payment page' }).click();
  await expect(page.getByText('This link cannot be opened.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${(baseURL ?? '').replace(/\./g, '\\.')}/#/alipayrepayment`));
  await expect(page.getByRole('button', { name: 'Open the payment page' })).toBeVisible();
  expect(unlisted).toEqual([]);
  expect(errors.join('\n')).toMatch(/refused to open "http:\/\/127\.0\.0\.2:\d+\/api\/sandbox\/checkout\/RR\d+\?…"/);
});
