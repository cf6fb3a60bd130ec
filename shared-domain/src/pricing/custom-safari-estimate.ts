/** Per-person base price by tour type (docs/product.md §7). */
export const CUSTOM_SAFARI_RATES: Readonly<Record<string, number>> = {
  'game-drive': 1500,
  hiking: 2000,
  cultural: 800,
  beach: 1200,
  yoga: 1800,
  photography: 2500,
  family: 1300,
  luxury: 3500,
};

/** For every other type, including wildlife, walking, balloon and bird-watching. */
export const CUSTOM_SAFARI_FALLBACK_RATE = 1500;

/** The rate of the FIRST selected type decides, as in the original form. */
export function customSafariPerPersonRate(tourTypes: readonly string[]): number {
  const first = tourTypes[0];
  if (first !== undefined && Object.hasOwn(CUSTOM_SAFARI_RATES, first)) {
    return CUSTOM_SAFARI_RATES[first] ?? CUSTOM_SAFARI_FALLBACK_RATE;
  }
  return CUSTOM_SAFARI_FALLBACK_RATE;
}

/** Reads a dropdown choice as a head count: '9+' counts 9, '6+' counts 6, blank or junk counts 0. */
export function parseGuestChoice(choice: string | undefined): number {
  const count = Number.parseInt(choice ?? '', 10);
  return Number.isNaN(count) || count < 0 ? 0 : count;
}

export interface CustomSafariParty {
  readonly tourTypes: readonly string[];
  readonly adults: string;
  readonly children?: string | undefined;
}

export function customSafariGuests(party: Pick<CustomSafariParty, 'adults' | 'children'>): number {
  return parseGuestChoice(party.adults) + parseGuestChoice(party.children);
}

/** The request's estimated amount: first type's per-person rate × (adults + children). */
export function customSafariEstimate(party: CustomSafariParty): number {
  return customSafariPerPersonRate(party.tourTypes) * customSafariGuests(party);
}
