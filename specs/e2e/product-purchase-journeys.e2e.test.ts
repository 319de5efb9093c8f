import { expect, it } from 'vitest';
import { drawerCheckout, openedCartDrawer } from './cart-steps';
import { FR_SITE } from './harness';
import {
  addProduct,
  checkoutByTransfer,
  chooseOption,
  describeInChromium,
  expectAccessible,
  inNewPage,
  labelOf,
  openReady,
  products,
  seedCustomer,
  signIn,
  snapshot,
  texts,
} from './steps';

/**
 * Bundles, memberships and gift vouchers, end to end in Chromium against the real server on the demo data
 * (issue 7): a bundle whose credit pays a registration, a yearly membership with its period, and a voucher
 * bought and paid by one customer and redeemed by another. axe runs on every page the journeys visit.
 */
describeInChromium('bundle, membership and voucher journeys', { timeout: 180_000 }, (storefront) => {
  it('fr, mobile: buys a bundle for a child, then registers the child with its credit', async () => {
    const t = texts('fr');
    const p = products('fr');
    const eli = await seedCustomer(storefront.db, {
      firstname: 'Eli',
      email: 'eli.lambert@example.test',
      child: 'Jules',
      birthdate: '2013-06-01',
    });
    await inNewPage(storefront, 'mobile', 'product-bundle', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      await signIn(page, origin, 'fr', eli, '/bundles/ps-bundle-carte-10');
      await page.getByRole('heading', { level: 1, name: 'Carte 10 séances' }).waitFor();
      // entity PARTICIPANTS: the bundle belongs to one child.
      await chooseOption(page, p.page.form.participant, 'Jules Lambert');
      await expectAccessible(page);
      await snapshot(page, 'bundle-mobile');
      await addProduct(page, 'fr');
      await openReady(page, `${origin}/checkout`);
      await checkoutByTransfer(page, 'fr');

      // The teenagers' hip-hop course the bundle covers: the estimate takes the registration off the bundle.
      await openReady(page, `${origin}/availabilities/hip-hop-ados/ps-av-hip-hop-t1`);
      await labelOf(page.getByRole('radio', { name: 'Jules' })).click();
      const bundleLine = page
        .locator('.catalog-estimate__lines div')
        .filter({ hasText: t.catalog.estimate.bundle });
      await bundleLine.waitFor();
      expect((await page.locator('.catalog-estimate__total dd').innerText()).replace(/\s/g, ' ')).toBe(
        '0,00 €',
      );
      await expectAccessible(page);
      await snapshot(page, 'bundle-estimate-mobile');
      await page.getByRole('button', { name: t.catalog.form.submit }).click();
      const drawer = await openedCartDrawer(page, 'fr');
      await drawerCheckout(drawer, 'fr').click();
      await page.getByRole('heading', { level: 1, name: t.checkout.title }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'bundle-checkout-mobile');
      await labelOf(page.getByRole('checkbox', { name: t.checkout.terms.label })).click();
      await page.getByRole('button', { name: t.checkout.submit }).click();
      await page.waitForURL(/\/checkout\/[^/]+\/success/);

      await openReady(page, `${origin}/account/bundles`);
      await page.getByRole('heading', { level: 2, name: p.account.bundles.title }).waitFor();
      await page
        .getByText(p.account.bundles.usedCount.replace('{{used}}', '1').replace('{{capacity}}', '10'))
        .first()
        .waitFor();
      await page
        .getByText(p.account.bundles.remainingCount_other.replace('{{count}}', '9'))
        .first()
        .waitFor();
      await expectAccessible(page);
      await snapshot(page, 'account-bundles-mobile');
    });
  });

  it('fr, desktop: buys a yearly club membership and finds it with its period in the account', async () => {
    const p = products('fr');
    const ines = await seedCustomer(storefront.db, {
      firstname: 'Inès',
      email: 'ines.lambert@example.test',
      child: 'Tom',
    });
    await inNewPage(storefront, 'desktop', 'product-membership', async (page) => {
      const origin = `${storefront.origin(FR_SITE)}/fr`;
      await signIn(page, origin, 'fr', ines, '/memberships/ps-membership-club');
      await page.getByRole('heading', { level: 1, name: 'Carte de membre du club' }).waitFor();
      // ROLLING shows the quantity; CUSTOMERS explains that no participant is chosen.
      await page.getByText(p.page.customersAlert).waitFor();
      await page.getByRole('textbox', { name: p.page.form.quantity }).waitFor();
      expect(await page.getByText(p.page.form.participant, { exact: true }).count()).toBe(0);
      await expectAccessible(page);
      await snapshot(page, 'membership-desktop');
      await addProduct(page, 'fr');
      await openReady(page, `${origin}/checkout`);
      await checkoutByTransfer(page, 'fr');

      await openReady(page, `${origin}/account/memberships`);
      await page.getByRole('heading', { level: 2, name: p.account.memberships.title }).waitFor();
      await page.getByRole('link', { name: 'Carte de membre du club' }).first().click();
      await page.getByRole('heading', { level: 3, name: p.account.memberships.cycles.title }).waitFor();
      expect(await page.getByText(p.account.memberships.noCycle).count()).toBe(0);
      expect(await page.getByText(p.account.memberships.cycles.empty).count()).toBe(0);
      // One period, a year from today.
      const cycles = page.getByRole('region', { name: p.account.memberships.cycles.title }).getByRole('row');
      await expect.poll(() => cycles.count()).toBe(2);
      expect(await cycles.last().innerText()).toContain(String(new Date().getUTCFullYear() + 1));
      await expectAccessible(page);
      await snapshot(page, 'account-membership-desktop');
    });
  });

  it('en, mobile → fr, desktop: one customer buys and pays a gift voucher, another redeems its code', async () => {
    const en = texts('en');
    const buyerTexts = products('en').account.vouchers;
    const recipientTexts = products('fr').account.vouchers;
    const buyer = await seedCustomer(storefront.db, {
      firstname: 'Lou',
      email: 'lou.lambert@example.test',
      child: 'Mia',
    });
    const recipient = await seedCustomer(storefront.db, {
      firstname: 'Sacha',
      email: 'sacha.lambert@example.test',
      child: 'Nina',
    });
    const origin = storefront.origin(FR_SITE);
    let code = '';
    let voucherPath = '';
    await inNewPage(storefront, 'mobile', 'product-voucher-buy', async (page) => {
      await signIn(page, `${origin}/en`, 'en', buyer, '/vouchers/ps-voucher-25');
      await page.getByRole('heading', { level: 1, name: 'Bon cadeau 25 €' }).waitFor();
      await expectAccessible(page);
      await snapshot(page, 'voucher-mobile');
      await addProduct(page, 'en');
      await openReady(page, `${origin}/en/checkout`);
      await page.getByRole('heading', { level: 1, name: en.checkout.title }).waitFor();
      // Paid online: only a paid voucher can be redeemed.
      await labelOf(page.getByRole('radio', { name: en.checkout.payment.strategies.IMMEDIATE })).click();
      await labelOf(page.getByRole('checkbox', { name: en.checkout.terms.label })).click();
      await page.getByRole('button', { name: en.checkout.submit }).click();
      await page.waitForURL(/\/sandbox\/payments\//);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => /\/checkout\/[^/]+\/success/.test(url.pathname));
      await page.getByText(en.checkout.success.returns.paid).waitFor();

      await openReady(page, `${origin}/en/account/vouchers`);
      await page.getByRole('link', { name: 'Bon cadeau 25 €' }).first().click();
      await page.getByRole('heading', { level: 3, name: buyerTexts.people }).waitFor();
      voucherPath = new URL(page.url()).pathname;
      code = (await page.locator('code.product-code').first().innerText()).trim();
      expect(code).not.toBe('');
      await page.getByText(buyerTexts.noRecipient).first().waitFor();
      await expectAccessible(page);
      await snapshot(page, 'account-voucher-buyer-mobile');
    });
    await inNewPage(storefront, 'desktop', 'product-voucher-redeem', async (page) => {
      await signIn(page, `${origin}/fr`, 'fr', recipient, `/account/vouchers/redeem/${code}`);
      const redeem = page.getByRole('button', { name: recipientTexts.redeem.submitAction });
      await redeem.waitFor();
      await expectAccessible(page);
      await snapshot(page, 'voucher-redeem-desktop');
      await redeem.click();
      await page.locator('.toast').filter({ hasText: recipientTexts.redeem.success }).first().waitFor();
      await page.waitForURL(
        (url) => /\/account\/vouchers\/[^/]+$/.test(url.pathname) && !url.pathname.includes('redeem'),
      );
      await page.getByText(recipientTexts.status.redeemed).first().waitFor();
      // The same code again: already redeemed, nothing to confirm.
      await openReady(page, `${origin}/fr/account/vouchers/redeem/${code}`);
      await page.getByText(recipientTexts.redeem.invalid.redeemed).waitFor();
      expect(await redeem.isDisabled()).toBe(true);
    });
    await inNewPage(storefront, 'mobile', 'product-voucher-recipient', async (page) => {
      await signIn(page, `${origin}/en`, 'en', buyer, voucherPath.replace(/^\/en/, ''));
      await page.getByRole('heading', { level: 3, name: buyerTexts.people }).waitFor();
      await page.getByText('Sacha Lambert').first().waitFor();
      await page.getByText(buyerTexts.status.redeemed).first().waitFor();
    });
  });
});
