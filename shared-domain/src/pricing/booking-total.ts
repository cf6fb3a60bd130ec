export interface TourPrices {
  readonly adultPrice: number;
  readonly youthPrice: number;
}

export interface TravellerCounts {
  readonly adults: number;
  readonly youths: number;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of at least 0, got ${value}`);
  }
}

/** adults × adult price + youths × youth price, in dollars; no tax, fee or discount (docs/product.md §6). */
export function tourBookingTotal(prices: TourPrices, counts: TravellerCounts): number {
  assertCount('adults', counts.adults);
  assertCount('youths', counts.youths);
  return counts.adults * prices.adultPrice + counts.youths * prices.youthPrice;
}

export function numberOfGuests(counts: TravellerCounts): number {
  return counts.adults + counts.youths;
}
