// The proposal page in the visitor's language (issue 41): its texts, and the proposal's own
// sentences (state, travellers, meals, payment terms, price lines) that shared-domain writes in
// English for the PDF and the mails. English shows shared-domain's sentences unchanged.

import proposalTexts from 'virtual:messages/proposal';
import type { ProposalView } from '@safari/shared-domain/proposals';
import { useMessages } from '@safari/shared-ui';
import type proposal from '../../messages/en/proposal.json';
import { useMoneyAndDays } from '../i18n/money-and-days.ts';

export function useProposalTexts() {
  const t = useMessages<typeof proposal>(proposalTexts);
  const { cents, day } = useMoneyAndDays((amount) => t('cents', { amount }));
  const travellers = (adults: number, youths: number) => {
    const adultsText = t('adultsCount', { count: adults });
    return youths > 0 ? `${adultsText}, ${t('youthsCount', { count: youths })}` : adultsText;
  };
  return {
    t,
    cents,
    day,
    travellers,
    /** What became of this version, or null while it is open. */
    state(view: ProposalView): string | null {
      switch (view.state) {
        case 'accepted': {
          const values = {
            name: view.acceptedName,
            reference: view.reference,
            total: cents(view.totalCents),
          };
          return view.acceptedName !== null
            ? t('stateAccepted', values)
            : t('stateAcceptedByTraveller', values);
        }
        case 'superseded':
          return t('stateSuperseded', { version: view.version, current: view.currentVersion });
        case 'expired':
          return t('stateExpired', { version: view.version, date: day(view.validUntil) });
        case 'open':
          return null;
      }
    },
    /** 'Breakfast, lunch and dinner', 'Frühstück, Mittagessen und Abendessen'. */
    meals(meals: readonly string[]): string {
      if (meals.length === 0) return t('noMeals');
      const key = (meal: string) => `meal_${meal}` as const;
      const words = meals.map((meal, index) =>
        key(meal) in proposalTexts.source
          ? t(key(meal) as 'meal_Breakfast')
          : index === 0
            ? meal
            : meal.toLowerCase(),
      );
      const list =
        words.length === 1
          ? (words[0] ?? '')
          : t('mealsList', { list: words.slice(0, -1).join(', '), last: words.at(-1) });
      return list.charAt(0).toUpperCase() + list.slice(1);
    },
    /** The payment terms in words. */
    terms(view: Pick<ProposalView, 'depositPercent' | 'depositDueDays' | 'balanceDaysBefore'>): string {
      if (view.depositPercent === 0) return t('termsWholeBefore', { days: view.balanceDaysBefore });
      if (view.depositPercent === 100) return t('termsWholeAfter', { days: view.depositDueDays });
      return t('termsDeposit', {
        percent: view.depositPercent,
        depositDays: view.depositDueDays,
        balanceDays: view.balanceDaysBefore,
      });
    },
    /** Per adult and per youth × how many. */
    priceLines(view: ProposalView): { label: string; each: string; amount: string }[] {
      const line = (label: string, count: number, each: number) => ({
        label,
        each: cents(each),
        amount: cents(count * each),
      });
      return [
        line(t('adultsCount', { count: view.adults }), view.adults, view.adultPriceCents),
        ...(view.youths > 0
          ? [line(t('youthsCount', { count: view.youths }), view.youths, view.youthPriceCents)]
          : []),
      ];
    },
  };
}
