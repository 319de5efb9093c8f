import { describe, expect, it } from 'vitest';
import { providerLegalLinksFrom } from './provider-legal-links';

describe('providerLegalLinksFrom (the footer legal links are server settings, issue 18 §19)', () => {
  it('reads each link from its variable; an unset or empty one is no link', () => {
    expect(
      providerLegalLinksFrom({
        PROVIDER_LEGAL_NOTICE_URL: 'https://www.provider.test/legal/notice',
        PROVIDER_DISCLAIMER_URL: ' ',
        PROVIDER_PRIVACY_POLICY_URL: ' http://provider.test/privacy ',
      }),
    ).toEqual({
      links: {
        notice: 'https://www.provider.test/legal/notice',
        disclaimer: null,
        privacy_policy: 'http://provider.test/privacy',
      },
      problems: [],
    });
    expect(providerLegalLinksFrom({}).links).toEqual({
      notice: null,
      disclaimer: null,
      privacy_policy: null,
    });
  });

  it('says which variable is not an http(s) address, and leaves that link out', () => {
    const { links, problems } = providerLegalLinksFrom({
      PROVIDER_LEGAL_NOTICE_URL: 'javascript:alert(1)',
      PROVIDER_DISCLAIMER_URL: 'www.provider.test/disclaimer',
    });
    expect(links).toEqual({ notice: null, disclaimer: null, privacy_policy: null });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PROVIDER_LEGAL_NOTICE_URL must be an http\(s\) address/);
    expect(problems[1]).toMatch(/^PROVIDER_DISCLAIMER_URL must be an http\(s\) address/);
  });
});
