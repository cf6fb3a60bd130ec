// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../../messages-plugin.ts';

describe("the public site's message catalogues", () => {
  it('give every language every text, with the arguments English has', () => {
    expect(catalogueProblems(join(import.meta.dirname, '../../messages'))).toEqual([]);
  });
});
