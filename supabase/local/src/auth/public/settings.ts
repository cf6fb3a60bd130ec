// GET /settings: what the client may offer (e-mail only), as GoTrue describes it.
import type { ServerResponse } from 'node:http';
import { sendAuthJson } from '../http.ts';
import type { AuthRuntime } from '../runtime.ts';

export function settings(rt: AuthRuntime, res: ServerResponse) {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin_oidc',
    'notion',
    'phone',
    'slack_oidc',
    'spotify',
    'twitch',
    'twitter',
    'workos',
    'zoom',
  ];
  sendAuthJson(res, 200, {
    external: { ...Object.fromEntries(providers.map((p) => [p, false])), email: true },
    disable_signup: !rt.enableSignup,
    mailer_autoconfirm: rt.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}
