import { describe, expect, it } from 'vitest';
import { deriveTargetAudience } from './derive-target-audience.ts';

describe('deriveTargetAudience', () => {
  it.each([
    [{ title: 'Johnsons 4 Fleas Cats & Kittens Tablets' }, 'Pet owners who want to keep their dogs and cats healthy and happy.'],
    [{ title: 'Tully Sconce', description: 'A brass-finished wall light.' }, 'Homeowners and renters who love decorating their home.'],
    [{ title: 'EL original calabaza', category: 'Hogar y decoración < Decoración del hogar' }, 'Homeowners and renters who love decorating their home.'],
    [{ title: 'Dell UltraSharp 30" LCD Monitor' }, 'Tech-savvy shoppers who want reliable gadgets.'],
    // The category (here the schema.org type Car) decides before a word of the title (Golf).
    [{ title: '2009 Volkswagen Golf V GTI', category: 'Car' }, 'Drivers and car enthusiasts.'],
    [{ title: 'Château Snotty 2020', description: 'The snottiest red wine on the market.' }, 'Adult wine and spirits lovers.'],
    [{ title: 'Executive Anvil', description: 'Perfect for the business traveler.' }, 'Online shoppers interested in Executive Anvil.'],
    [{ title: '' }, 'Online shoppers looking for a product like this one.'],
  ])('%o → %s', (input, audience) => {
    expect(deriveTargetAudience(input)).toBe(audience);
  });

  it('uses the keywords, and shortens a long title to its head', () => {
    expect(deriveTargetAudience({ title: 'Model 7', keywords: ['yoga', 'mat'] })).toBe('People who work out and look after their health.');
    expect(deriveTargetAudience({ title: 'Acme Widget Pro 3000 - the very best widget for every occasion, in twelve colours' })).toBe(
      'Online shoppers interested in Acme Widget Pro 3000.',
    );
  });
});
