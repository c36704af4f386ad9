import type { FastifyInstance } from 'fastify';
import { signInAs } from '../support/test-app';

/** The studio's three people, signed in: the product owner who drafts, the approver who publishes, a member who reads. */
export async function signInStudioPeople(app: FastifyInstance): Promise<{ owner: string; approver: string; member: string }> {
  return { owner: await signInAs(app, 'owner'), approver: await signInAs(app, 'approver'), member: await signInAs(app, 'member') };
}
