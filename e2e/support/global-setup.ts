// Runs once after the web servers are up: makes sure the e2e admin exists with its password and
// the admin role, through the API as an operator's tooling would (service key + user_roles).
// Idempotent, so a reused server (local runs) keeps working.
import { E2E_ADMIN, serviceClient } from './backend.ts';

export default async function globalSetup(): Promise<void> {
  const service = await serviceClient();
  const { data: listed, error: listError } = await service.auth.admin.listUsers({ perPage: 1000 });
  if (listError) throw listError;
  let userId = listed.users.find((user) => user.email === E2E_ADMIN.email)?.id;
  if (userId) {
    const { error } = await service.auth.admin.updateUserById(userId, { password: E2E_ADMIN.password });
    if (error) throw error;
  } else {
    const { data, error } = await service.auth.admin.createUser({
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
      email_confirm: true,
    });
    if (error) throw error;
    userId = data.user.id;
  }
  // The new-user trigger gave the account 'user'; one row per user, so upsert on user_id.
  const { error } = await service
    .from('user_roles')
    .upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id' });
  if (error) throw error;
}
