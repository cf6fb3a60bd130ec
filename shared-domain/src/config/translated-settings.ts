/** The operator's texts a page in another language shows in that language (issue 41). */
export const TRANSLATED_SETTINGS = [
  'tagline',
  'location',
  'officeAddress',
  'streetAddress',
  'officeHours',
  'whatsappGreeting',
  'emergencyNote',
] as const;
