import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { appManifest } from '../../manifests';
import type { Database } from '../db/schema';
import { accessProfileFor, ALL_FUNCTIONS, type AccessProfile } from '../domain/trusted-users/access-profiles';
import { personas } from './personas';

/**
 * Records the demo's business functions, and gives every user listed on an agreement the function group that fits
 * them there (config/access-profiles.json; staff get the staff set on the MSR agreement): one group per agreement and
 * profile, created when missing, and the user assigned to it. Idempotent: existing groups keep their privileges
 * and existing assignments stay, so it can run again over seeded data.
 */
export async function grantDemoAccess(db: Kysely<Database>): Promise<{ functionGroups: number; assignments: number }> {
  const catalogue = ALL_FUNCTIONS.flatMap((entry) => entry.privileges.map((privilege) => ({ resource: entry.resource, function: entry.function, privilege })));
  await db.insertInto('business_function_privileges').values(catalogue).onConflict((conflict) => conflict.doNothing()).execute();
  const listed = await db
    .selectFrom('agreement_users')
    .innerJoin('members', 'members.id', 'agreement_users.user_id')
    .innerJoin('service_agreements', 'service_agreements.id', 'agreement_users.agreement_id')
    .select([
      'agreement_users.agreement_id',
      'agreement_users.user_id',
      'agreement_users.access_level',
      'agreement_users.user_type',
      'members.membership_type',
      'members.employee_guid',
      'members.username',
      'service_agreements.description',
    ])
    .orderBy('agreement_users.agreement_id')
    .orderBy('agreement_users.user_id')
    .execute();
  const wanted = listed.map((row) => ({
    agreementId: row.agreement_id,
    userId: row.user_id,
    profile: accessProfileFor({
      accessLevel: row.access_level,
      business: row.user_type === 'Business' || row.membership_type !== 'P',
      staff: row.employee_guid !== null && row.employee_guid !== '' && row.description === appManifest.serviceAgreements.msrDescription,
      staffRole: personas.find((persona) => persona.username === row.username)?.staffRole,
    }),
  }));

  const groups = new Map<string, { agreementId: string; profile: AccessProfile }>();
  for (const entry of wanted) groups.set(`${entry.agreementId}/${entry.profile.groupName}`, entry);
  for (const { agreementId, profile } of groups.values()) {
    const created = await db
      .insertInto('function_groups')
      .values({ id: randomUUID(), service_agreement_id: agreementId, name: profile.groupName, access_level: profile.accessLevel, description: profile.description })
      .onConflict((conflict) => conflict.columns(['service_agreement_id', 'name']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const group =
      created ??
      (await db.selectFrom('function_groups').select('id').where('service_agreement_id', '=', agreementId).where('name', '=', profile.groupName).executeTakeFirstOrThrow());
    const privileges = profile.grants.flatMap((grant) =>
      grant.privileges.map((privilege) => ({ function_group_id: group.id, resource: grant.resource, function: grant.function, privilege })),
    );
    // Only a new group gets the profile's privileges: an existing one keeps whatever it has been given since.
    if (created && privileges.length > 0) await db.insertInto('function_group_privileges').values(privileges).execute();
    const members = wanted.filter((entry) => entry.agreementId === agreementId && entry.profile === profile);
    await db
      .insertInto('user_function_groups')
      .values(members.map((entry) => ({ user_id: entry.userId, function_group_id: group.id })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return { functionGroups: groups.size, assignments: wanted.length };
}

/** True when no function group exists yet: a database seeded before access control had tables. */
export async function accessIsUnseeded(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('function_groups').select('id').limit(1).executeTakeFirst()) === undefined;
}
