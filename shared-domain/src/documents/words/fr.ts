import type { DocumentWords } from '../document-words.ts';
import { counted, intlDocumentLanguage, listed } from './intl.ts';

// The documents in French, fetched when a French page makes one.

const days = (n: number) => counted(n, 'jour', 'jours');
const MEALS: Readonly<Record<string, string>> = {
  Breakfast: 'petit-déjeuner',
  Lunch: 'déjeuner',
  Dinner: 'dîner',
};

const words: DocumentWords = {
  licence: (licence) => `Voyagiste agréé, licence ${licence}`,
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  booking: 'Réservation',
  dates: 'Dates',
  datesRange: (start, end) => `du ${start} au ${end}`,
  travellers: 'Voyageurs',
  party: (adults, youths) =>
    [counted(adults, 'adulte', 'adultes'), ...(youths > 0 ? [counted(youths, 'jeune', 'jeunes')] : [])].join(
      ', ',
    ),
  total: 'Total',

  proposalSubtitle: (reference, version) =>
    `Proposition pour la réservation ${reference}, version ${version}`,
  accepted: (name, reference, total) =>
    `Acceptée par ${name ?? 'le voyageur'}. La réservation ${reference} est confirmée au prix de ${total}.`,
  superseded: (version, current) =>
    `La version ${version} a été remplacée : la version actuelle est la ${current}.`,
  expired: (version, until) => `La version ${version} était valable jusqu’au ${until} et a expiré.`,
  preparedFor: 'À l’attention de',
  validUntil: 'Valable jusqu’au',
  dayByDay: 'Jour après jour',
  dayTitle: (number, place) => `Jour ${number} : ${place}`,
  overnight: 'Nuit',
  noOvernight: 'Pas de nuitée',
  meals: 'Repas',
  mealsText: (meals) =>
    listed(
      meals.map((meal) => MEALS[meal] ?? meal),
      'et',
      'Aucun repas inclus',
    ),
  included: 'Inclus',
  notIncluded: 'Non inclus',
  priceTitle: 'Prix (dollars américains)',
  priceEach: 'Prix par personne',
  amount: 'Montant',
  priceLine: (count, who) =>
    who === 'adult' ? counted(count, 'adulte', 'adultes') : counted(count, 'jeune', 'jeunes'),
  paymentTerms: 'Conditions de paiement',
  terms: ({ depositPercent, depositDueDays, balanceDaysBefore }) => {
    if (depositPercent === 0)
      return `La totalité du montant est due ${days(balanceDaysBefore)} avant le début du voyage.`;
    if (depositPercent === 100)
      return `La totalité du montant est due ${days(depositDueDays)} après votre acceptation.`;
    return `Un acompte de ${depositPercent} % est dû ${days(depositDueDays)} après votre acceptation ; le solde ${days(balanceDaysBefore)} avant le début du voyage.`;
  },
  depositLine: (deposit, balance) => `Acompte : ${deposit} ; solde : ${balance}.`,

  invoiceTitle: (number) => `Facture ${number}`,
  invoiceSubtitle: (reference, issued) => `Réservation ${reference}, émise le ${issued}`,
  invoiceCancelled: 'Annulée : une facture ultérieure pour cette réservation remplace celle-ci.',
  billedTo: 'Facturé à',
  trip: 'Voyage',
  schedule: 'Échéancier de paiement',
  part: 'Échéance',
  dueBy: 'À payer avant le',
  amountInDollars: 'Montant (dollars américains)',
  status: 'Statut',
  paidToDate: 'Déjà payé',
  stillToPay: 'Reste à payer',
  howToPay: 'Comment payer',
  bankTransfer: (instructions) => `Virement bancaire : ${instructions}`,
  mobileMoney: (instructions) => `Paiement mobile : ${instructions}`,
  askForDetails: (phone, email) =>
    `Appelez-nous au ${phone} ou écrivez à ${email} pour obtenir les coordonnées de paiement.`,
  quoteReference: (reference) =>
    `Merci d’indiquer la référence de réservation ${reference} avec chaque paiement.`,
  instalmentKinds: { deposit: 'Acompte', balance: 'Solde', full: 'Paiement intégral' },
  invoiceStatuses: {
    sent: 'Envoyée',
    partially_paid: 'Payée en partie',
    paid: 'Payée',
    overdue: 'En retard',
    cancelled: 'Annulée',
  },

  receiptTitle: (number) => `Reçu ${number}`,
  refundTitle: (number) => `Avis de remboursement ${number}`,
  voided: (reason) => `Annulé : ${reason ?? 'enregistré par erreur'}. Ce document ne compte pas.`,
  receivedFrom: 'Reçu de',
  refundedTo: 'Remboursé à',
  amountValue: (amount) => `${amount} (dollars américains)`,
  date: 'Date',
  method: 'Mode de paiement',
  methodWithReference: (method, reference) => `${method}, référence ${reference}`,
  for: 'Objet',
  note: 'Remarque',
  received: (amount, reference) => `Merci : nous avons bien reçu ${amount} pour la réservation ${reference}.`,
  refunded: (amount, reference) => `Nous vous avons remboursé ${amount} pour la réservation ${reference}.`,
  methods: {
    bank_transfer: 'Virement bancaire',
    mobile_money: 'Paiement mobile',
    card: 'Carte',
    cash: 'Espèces',
  },
};

export const FRENCH_DOCUMENTS = intlDocumentLanguage('fr', words);
