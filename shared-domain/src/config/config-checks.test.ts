import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config.ts';
import { defaultSiteSettings } from './site-settings.ts';

// The zod/mini schemas /config.json was validated with until the checks were written out
// (config-checks.ts). They stay here as the statement of the rules: both must accept the same
// files, produce the same configuration and name the same fields with the same messages.
const siteSettingsSchema = z.object({
  brandName: z.string().check(z.minLength(1)),
  tagline: z.string().check(z.minLength(1)),
  phone: z.string().check(z.minLength(5)),
  whatsappNumber: z.string().check(z.regex(/^\d{8,15}$/, 'digits only, with the country code')),
  email: z.email(),
  officeAddress: z.string().check(z.minLength(1)),
  streetAddress: z.string().check(z.minLength(1)),
  mapLinkUrl: z.url(),
  location: z.string().check(z.minLength(1)),
  mapEmbedUrl: z.url(),
  officeHours: z.string().check(z.minLength(1)),
  emergencyPhone: z.string().check(z.minLength(5)),
  social: z.array(z.object({ label: z.string().check(z.minLength(1)), url: z.url() })).check(z.length(3)),
  whatsappGreeting: z.string().check(z.minLength(1)),
  emergencyNote: z.string().check(z.minLength(1)),
  operatingSince: z.number().check(z.int(), z.minimum(1900)),
  stats: z
    .array(z.object({ value: z.string().check(z.minLength(1)), label: z.string().check(z.minLength(1)) }))
    .check(z.minLength(1)),
  licenceNumber: z.optional(z.string().check(z.minLength(1))),
  paymentTerms: z.object({
    depositPercent: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
    depositDueDays: z.number().check(z.int(), z.minimum(0), z.maximum(365)),
    balanceDaysBeforeStart: z.number().check(z.int(), z.minimum(0), z.maximum(365)),
    reminderDaysBefore: z.number().check(z.int(), z.minimum(0), z.maximum(365)),
  }),
  paymentInstructions: z.optional(
    z.object({
      bankTransfer: z.optional(z.string().check(z.minLength(1))),
      mobileMoney: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
});
const runtimeConfigSchema = z.object({
  remotes: z.object({
    publicSite: z.string().check(z.minLength(1)),
    adminApp: z.string().check(z.minLength(1)),
  }),
  supabase: z.object({ url: z.string().check(z.minLength(1)), anonKey: z.string() }),
  settings: z._default(z.partial(siteSettingsSchema), {}),
});

/** What zod made of a file: the configuration parseRuntimeConfig would return, or its error. */
function viaZod(input: unknown): unknown {
  const result = runtimeConfigSchema.safeParse(input);
  if (!result.success) {
    const where = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    // zod names a field twice when a value of the wrong type also has a length (an array for a
    // string): once is enough.
    return `Invalid run-time configuration: ${[...new Set(where)].join('; ')}`;
  }
  const { remotes, supabase, settings } = result.data;
  return { remotes, supabase, settings: { ...defaultSiteSettings, ...settings } };
}

function viaChecks(input: unknown): unknown {
  try {
    return parseRuntimeConfig(input);
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error;
    return error.message;
  }
}

const good = {
  remotes: {
    publicSite: '/remotes/public-site/remoteEntry.js',
    adminApp: '/remotes/admin-app/remoteEntry.js',
  },
  supabase: { url: '/', anonKey: 'anon' },
  settings: defaultSiteSettings,
};

// Values near each rule's edges, and anything else JSON can hold.
const edgy = fc.oneof(
  fc.constantFrom(
    '',
    'x',
    'abcd',
    'abcde',
    '255754000000',
    '1234567',
    'a@b.co',
    'nope@x',
    ' https://a.example/\tb ',
  ),
  fc.constantFrom('https://x.example/', 'not a url', 'mailto:a@b.co', 1899, 1900, 2010, 2010.5, null, true),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, edgy, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(
    fc.constantFrom('label', 'url', 'value', 'extra', 'depositPercent', 'reminderDaysBefore', 'bankTransfer'),
    tie('value'),
    { maxKeys: 3 },
  ),
})).value;

// A valid file with one to three of its fields replaced or removed.
const settingKeys = Object.keys(defaultSiteSettings) as (keyof typeof defaultSiteSettings)[];
const mutated = fc
  .record({
    settings: fc.dictionary(fc.constantFrom(...settingKeys, 'unknownSetting'), fc.option(json), {
      maxKeys: 3,
    }),
    remote: fc.option(json),
    anonKey: fc.option(json),
    social: fc.option(fc.array(json, { maxLength: 4 })),
  })
  .map(({ settings, remote, anonKey, social }) => {
    const file: Record<string, unknown> = structuredClone(good);
    const edited = file.settings as Record<string, unknown>;
    for (const [key, value] of Object.entries(settings))
      if (value === null) delete edited[key];
      else edited[key] = value;
    if (social !== null) edited.social = social;
    if (remote !== null) (file.remotes as Record<string, unknown>).publicSite = remote;
    if (anonKey !== null) (file.supabase as Record<string, unknown>).anonKey = anonKey;
    return file;
  });

describe('the /config.json checks agree with the zod schemas they replaced', () => {
  it('on files with a few fields changed or missing', () => {
    fc.assert(
      fc.property(mutated, (file) => {
        expect(viaChecks(file)).toEqual(viaZod(file));
      }),
      { numRuns: 2000 },
    );
  });

  it('on anything else', () => {
    fc.assert(
      fc.property(json, (file) => {
        expect(viaChecks(file)).toEqual(viaZod(file));
      }),
      { numRuns: 500 },
    );
    for (const file of [null, [], 'x', {}, { remotes: {}, supabase: {}, settings: null }])
      expect(viaChecks(file)).toEqual(viaZod(file));
  });
});
