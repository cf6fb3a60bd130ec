import type { Page } from '@playwright/test';
import { expectDashboard, openDashboard } from '../support/admin-page.ts';
import { serviceClient } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

// The empty state needs a table with no messages. Emptying it while other specs run would delete
// their messages, so this file is its own Playwright project that runs before every other test
// (playwright.config.ts: project 'empty-tables', a dependency of 'desktop').
test.describe.configure({ timeout: 60_000 });

const region = (page: Page) => page.getByRole('region', { name: 'Contact Messages' });

test('no messages: the empty state and no badge count', async ({ page }) => {
  const service = await serviceClient();
  await openDashboard(page, '?tab=messages');
  await expect(async () => {
    const { error } = await service.from('contact_submissions').delete().not('id', 'is', null);
    expect(error).toBeNull();
    await page.reload();
    await expectDashboard(page);
    await expect(region(page)).toContainText('No contact messages yet', { timeout: 5_000 });
  }).toPass({ timeout: 50_000 });
  await expect(page.getByTestId('unread-badge')).toHaveAttribute('aria-label', '0 unread');
});
