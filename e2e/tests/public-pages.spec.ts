import { expectNoSeriousViolations, screenshots } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// Every public page on the built, composed site: its texts and links, a screenshot at phone and
// desktop width (kept as test artifacts), and no serious or critical accessibility violation.

interface PageCheck {
  path: string;
  heading: string;
  title: RegExp;
  texts?: string[];
  links?: [name: string | RegExp, href: string][];
}

const PAGES: PageCheck[] = [
  {
    path: '/',
    heading: 'Road to Memorable African Adventures',
    title: /Tanzania safaris and tours/,
    texts: [
      'Customize Your Dream Adventure',
      'From $2,970',
      'From $4,470',
      'From $1,100',
      'From $1,834',
      'From $2,068',
    ],
    links: [
      ['8 Day Explore Serengeti Great Wildebeests Migration Tour', '/tour/serengeti-migration'],
      [/Living Among Lions/, '/tour/living-among-lions'],
      [/Tarangire NP & Ngorongoro/, '/tour/tarangire-safari'],
      [/Manyara, Serengeti and Ngorongoro/, '/tour/manyara-safari'],
      [/Kilimanjaro Hike/, '/tour/kilimanjaro-safari'],
      ['Serengeti', '/destinations/serengeti'],
      ['Ngorongoro', '/destinations/ngorongoro'],
      ['Kilimanjaro', '/destinations/kilimanjaro'],
      ['Zanzibar', '/destinations/zanzibar'],
    ],
  },
  { path: '/tours', heading: 'Tours & Packages', title: /^Tours & Packages \|/, texts: ['9 tours found'] },
  {
    path: '/search',
    heading: 'Search Results',
    title: /^Search results \|/,
    texts: ['Showing 9 adventures'],
  },
  {
    path: '/destinations',
    heading: 'Our Destinations',
    title: /^Our Destinations \|/,
    texts: ['Explore deals, travel guides and things to do in Tanzania.', "Discover Tanzania's Treasures"],
    links: [['Zanzibar', '/destinations/zanzibar']],
  },
  {
    path: '/destinations/serengeti',
    heading: 'Serengeti National Park',
    title: /^Serengeti National Park \|/,
    texts: ['Best Time to Visit', 'Calving season'],
    links: [
      ['← Back to Home', '/'],
      ['View Serengeti Tours', '/tours?location=serengeti'],
      ['Contact Us', '/contact'],
    ],
  },
  {
    path: '/destinations/ngorongoro',
    heading: 'Ngorongoro Crater',
    title: /^Ngorongoro Crater \|/,
    texts: ['Black Rhino', 'Lions', 'Elephants', 'Hippos'],
    links: [
      ['View Ngorongoro Tours', '/tours?location=ngorongoro'],
      ['Book Your Safari', '/booking'],
    ],
  },
  {
    path: '/destinations/kilimanjaro',
    heading: 'Mount Kilimanjaro',
    title: /^Mount Kilimanjaro \|/,
    texts: ['Marangu Route', '5-6 days · Moderate', 'Machame Route', 'Lemosho Route', 'Rongai Route'],
    links: [['View Kilimanjaro Tour', '/tour/kilimanjaro-safari']],
  },
  {
    path: '/destinations/zanzibar',
    heading: 'Zanzibar Island',
    title: /^Zanzibar Island \|/,
    texts: ['Stone Town', 'Spice Plantations', 'Jozani Forest', 'Prison Island', 'Sunset dhow cruise'],
    links: [['View Tours', '/tours?location=zanzibar']],
  },
  {
    path: '/about',
    heading: 'About Us',
    title: /^About Us \|/,
    texts: ['Welcome', 'Our Mission', 'Our Story'],
    links: [['Contact Us', '/contact']],
  },
  { path: '/privacy', heading: 'Privacy Policy', title: /^Privacy Policy \|/, texts: ['Your rights'] },
  {
    path: '/terms',
    heading: 'Terms & Conditions',
    title: /^Terms & Conditions \|/,
    texts: ['Cancellations'],
  },
  {
    path: '/tour/five-day-luxury-safari',
    heading: '5-Day Private Luxury Safari Northern Circuit',
    title: /^5-Day Private Luxury Safari Northern Circuit \|/,
    texts: ['FEATURED', 'From $2,266', 'Tour Overview', "What's included", "What's not included"],
  },
];

for (const check of PAGES) {
  test(`${check.path}: texts, links, title, description, accessibility and screenshots`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(check.path);
    await expect(page.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
    // The tour page shows its price twice in the document (the phone's summary is hidden on a
    // desktop): the check is that it is shown, wherever.
    for (const text of check.texts ?? [])
      await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    const main = page.locator('main');
    for (const [name, href] of check.links ?? [])
      await expect(main.getByRole('link', { name, exact: typeof name === 'string' }).first()).toHaveAttribute(
        'href',
        href,
      );
    await expect(page).toHaveTitle(check.title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(30);
    await expectNoSeriousViolations(page);
    await screenshots(page, check.path === '/' ? 'home' : check.path.slice(1).replaceAll('/', '-'));
  });
}

test('navigation bar: every link, the current route highlighted, Login and Book Your Safari', async ({
  page,
}) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Tours & Packages', '/tours'],
    ['Destinations', '/destinations'],
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Login', '/auth'],
    ['Book Your Safari', '/booking'],
  ] as const)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Destinations', exact: true }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await expect(nav.getByRole('link', { name: 'Destinations', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The bar stays at the top while the page scrolls.
  await page.mouse.wheel(0, 1500);
  await expect(page.locator('header')).toHaveCSS('position', 'fixed');
});

test('phone menu: opens, lists the links, closes on tap, at most 600 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('max-height', '600px');
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Book Your Safari' })).toBeVisible();
  await menu.getByRole('link', { name: 'Tours & Packages' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a stored session shows Sign Out instead of Login', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const key = `sb-${location.hostname.split('.')[0]}-auth-token`;
    localStorage.setItem(
      key,
      JSON.stringify({
        access_token: 'x',
        refresh_token: 'y',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user: { id: 'u1' },
      }),
    );
  });
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('footer: links, WhatsApp and e-mail, Arusha, three social links, this year, privacy and terms', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const [name, href] of [
    ['Book Safari', '/booking'],
    ['Our Tours', '/tours'],
    ['Destinations', '/destinations'],
    ['About Us', '/about'],
    ['Contact', '/contact'],
    ['Privacy Policy', '/privacy'],
    ['Terms & Conditions', '/terms'],
  ] as const)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+$/,
  );
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByText('Arusha, Tanzania').first()).toBeVisible();
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(3);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('not-found: the shell page inside the site frame, logging the missing path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /There is no page at this address/,
  );
  await expect(page.locator('footer')).toBeVisible();
  expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'not-found');
  await page.goto('/tour/no-such-tour');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
});
