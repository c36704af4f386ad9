/**
 * The authorization matrix (issue 10, part 4): for every route the server's OpenAPI document lists, what each persona
 * of DESIGN 5 gets, and (FOREIGN) what `member` gets when handed ids that belong to `business`. The expectations are
 * derived from config/permissions.json, the demo access profiles (src/server/seed/access-profiles.ts: `trusted` is
 * VIEW_ONLY under member's agreement, `trusted-mover` MOVE_MONEY there, `msr` holds the staff group on the staff
 * agreement, which reaches no member's accounts), routes.json's trustedUserBlocked pages and SPEC 6, never copied from
 * what the server answered. authorization-matrix.test.ts sends the requests; a route without a row here, or a row
 * without a route, fails it.
 *
 * Vocabulary of a cell:
 * - 'allow': 2xx, or 303 (a partner page's form post redirecting after its write); for a partnership hand-off also an
 *   empty validationError, i.e. a usable ssoPostUrl.
 * - 'step-up': 307 with a CHALLENGE: every permission check passed and the route asks for the identity check it needs
 *   (config/risk.json); the request is valid, so a passed challenge would run it.
 * - 'refused': 200 with a non-empty validationError (partnership: the hand-off is not offered to this member).
 * - 400 | 401 | 403 | 404 | 409 | 410: that status. 401 no session; 403 a permission (or the trusted-user / view-only rule)
 *   refuses; 404 the id is not one the session reaches; 409 a staff call about the served member while msr serves none. 400/410 only where a route answers an id it does not reach
 *   that way by design (a form whose unknown card is invalid input, a hand-off token that is not the caller's).
 */

export const PERSONAS = ['anonymous', 'member', 'business', 'trusted', 'trusted-mover', 'msr'] as const;
export type Persona = (typeof PERSONAS)[number];
/** The signed-in personas (every one but anonymous); each is also its username. */
export type Username = Exclude<Persona, 'anonymous'>;

export type Expected = 'allow' | 'step-up' | 'refused' | 400 | 401 | 403 | 404 | 409 | 410;

export interface MatrixRow {
  readonly expected: Readonly<Record<Persona, Expected>>;
  /** Why the non-obvious cells are what they are. */
  readonly why?: string;
}

const ok = 'allow';
const su = 'step-up';
const rf = 'refused';

/** One row, cells in PERSONAS order: anonymous, member, business, trusted, trusted-mover, msr. */
function r(anonymous: Expected, member: Expected, business: Expected, trusted: Expected, mover: Expected, msr: Expected, why?: string): MatrixRow {
  return { expected: { anonymous, member, business, trusted, 'trusted-mover': mover, msr }, ...(why === undefined ? {} : { why }) };
}

const NO_ACCOUNTS = "msr's staff agreement reaches no member's account: its id cells carry member's ids and must not reach them";
const VIEW_ONLY = 'trusted is VIEW_ONLY under member\'s agreement: it may look, never change (access-profiles.ts: "change nothing")';
const TRUSTED_MANAGER = "only the master agreement's holder (Access Control.Trusted Users, which no trusted or staff group holds; trusted-users.ts also checks the holder)";
const NO_RECOVERY = 'public: a step after the start needs the recovery cookie of this browser, which the probe does not hold (400 SIGN_IN_HELP_EXPIRED for everyone, session or not)';
const HOLDER_ONLY = 'only the member whose accounts these are (the go-paperless rule, statement-delivery.ts): trusted users and staff 403';

/**
 * The matrix. Keys are "METHOD /path" as the OpenAPI document writes them ({param} segments). Columns:
 *                                                                                         anonymous member business trusted mover  msr
 */
export const MATRIX: Readonly<Record<string, MatrixRow>> = {
  // Open to anyone (route-guards.test.ts lists them): sign-in, sign-out, the OpenAPI document, the flag service.
  'GET /api/openapi.json':                                                                r(ok,  ok,  ok,  ok,  ok,  ok),
  'POST /api/session/login':                                                              r(ok,  ok,  ok,  ok,  ok,  ok, 'each persona signs in again with its own password (the cell adopts the new session)'),
  'POST /api/session/memberlogout':                                                       r(ok,  ok,  ok,  ok,  ok,  ok),
  'GET /sdk/evalx/{envId}/contexts/{context}':                                            r(ok,  ok,  ok,  ok,  ok,  ok),
  'REPORT /sdk/evalx/{envId}/context':                                                    r(ok,  ok,  ok,  ok,  ok,  ok),
  'GET /sdk/goals/{envId}':                                                               r(ok,  ok,  ok,  ok,  ok,  ok),
  'POST /events/bulk/{envId}':                                                            r(ok,  ok,  ok,  ok,  ok,  ok),
  'POST /events/diagnostic/{envId}':                                                      r(ok,  ok,  ok,  ok,  ok,  ok),
  'GET /api/flags/client-config':                                                         r(ok,  ok,  ok,  ok,  ok,  ok),

  // The caller's own session and identity: any signed-in user.
  'POST /api/session/confirm-device':                                                     r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/session/status':                                                              r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/session/refresh':                                                             r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/user-manager/client-api/v2/users/me':                                         r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/user-manager/client-api/v2/users/{id}':                                       r(401, ok,  ok,  ok,  ok,  ok, "each persona asks for its own user (or its agreement's primary user)"),
  'GET /api/user-manager/client-api/v2/users/{id}/service-agreements':                   r(401, ok,  ok,  ok,  ok,  ok, "each persona asks for its own agreements"),
  'GET /api/access-control/client-api/v3/accessgroups/users/permissions/summary':         r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/access-control/client-api/v3/accessgroups/service-agreements/context':        r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/access-control/client-api/v3/accessgroups/usercontext/serviceagreements':     r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/access-control/client-api/v3/accessgroups/usercontext':                      r(401, ok,  ok,  ok,  ok,  ok, 'each persona re-selects its current agreement'),
  // Trusted users (issue 14): only the holder of the master agreement the session acts under manages them.
  'GET /api/access-control/client-api/v3/trusted-users':                                  r(401, ok,  ok,  403, 403, 403, TRUSTED_MANAGER),
  'POST /api/access-control/client-api/v3/trusted-users/invitations':                     r(401, ok,  ok,  403, 403, 403, TRUSTED_MANAGER),
  'PUT /api/access-control/client-api/v3/trusted-users/{trustedUserId}':                  r(401, ok,  ok,  403, 403, 403, `${TRUSTED_MANAGER}; each holder edits a waiting invitation of their own`),
  'DELETE /api/access-control/client-api/v3/trusted-users/{trustedUserId}':               r(401, ok,  ok,  403, 403, 403, `${TRUSTED_MANAGER}; each holder cancels a waiting invitation of their own`),
  'POST /api/access-control/client-api/v3/trusted-user-invitations/details':              r(ok,  ok,  ok,  ok,  ok,  ok, 'public (the invitee may have no sign-in yet), rate-limited: a fresh invitation link'),
  'POST /api/access-control/client-api/v3/trusted-user-invitations/acceptance':           r(ok,  ok,  ok,  ok,  ok,  ok, 'public, rate-limited: a fresh link accepted by a new user (the body proves the sign-in, not the session)'),
  'GET /api/claims-manager-service/client-api/precheck':                                  r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/member-disclosures/v1/members/disclosures/notices/inq':                       r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/member-disclosures/v1/members/disclosures/statuses/inq':                      r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/member-disclosures/v1/members/disclosures/statuses/upd':                     r(401, ok,  ok,  ok,  ok,  ok, 'each accepts a notice required of itself'),
  'POST /api/profile-manager/client-api/profile/v1/remind-me-later':                      r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/profile-manager/client-api/profile/v1/update-additions':                     r(401, ok,  ok,  403, 403, 403, `the go-paperless answer: ${HOLDER_ONLY}`),

  // The person's own profile (issue 14): canViewProfile to read (trusted users hold no Profile grant, staff read the
  // member they serve), canEditProfile to change (staff hold view only); phone and email changes step up first.
  'GET /api/user-manager/client-api/v2/users/me/profile':                                   r(401, ok,  ok,  403, 403, ok,  'canViewProfile: trusted users hold no Profile grant'),
  'POST /api/user-manager/client-api/v2/users/me/profile/postal-addresses':                 r(401, ok,  ok,  403, 403, 403, 'canEditProfile: staff hold Profile view only (canServeMembers with an open visit changes the served member\'s: msr here serves none)'),
  'PUT /api/user-manager/client-api/v2/users/me/profile/postal-addresses/{id}':             r(401, ok,  ok,  403, 403, 403, 'canEditProfile; the caller\'s own mailing address'),
  'POST /api/user-manager/client-api/v2/users/me/profile/phone-addresses':                  r(401, su,  su,  403, 403, 403, 'canEditProfile; changePhone steps up (risk.json)'),
  'PUT /api/user-manager/client-api/v2/users/me/profile/phone-addresses/{id}':              r(401, su,  su,  403, 403, 403, 'canEditProfile; changePhone steps up (risk.json)'),
  'POST /api/user-manager/client-api/v2/users/me/profile/electronic-addresses':             r(401, 400, 400, 403, 403, 403, 'one email address per person: member and business have one, so adding is a 400 (before any challenge)'),
  'PUT /api/user-manager/client-api/v2/users/me/profile/electronic-addresses/{id}':         r(401, su,  su,  403, 403, 403, 'canEditProfile; changeEmail steps up (risk.json)'),
  'POST /api/profile-manager/client-api/v1/address/verify':                               r(401, ok,  ok,  403, 403, ok,  'QASearch, a pure check: canViewProfile'),

  // Accounts (canViewProductSummary: every profile holds Product Summary view).
  'GET /api/arrangement-manager/client-api/v2/productsummary':                            r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}':          r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/transaction-manager/client-api/v2/transactions':                              r(401, ok,  ok,  ok,  ok,  404, `arrangementId is the persona's checking; ${NO_ACCOUNTS}`),
  'GET /api/transaction-manager/client-api/v2/transactions/categories':                   r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/transaction-manager/client-api/v2/transactions/export':                       r(401, ok,  ok,  ok,  ok,  404, `arrangementId is the persona's checking; ${NO_ACCOUNTS}`),
  'GET /api/transaction-manager/client-api/v2/transactions/{id}/check-image':             r(401, ok,  ok,  ok,  ok,  404, `a paid check of the persona's checking; ${NO_ACCOUNTS}`),
  'PATCH /api/transaction-manager/client-api/v2/transactions':                            r(401, ok,  ok,  403, ok,  404, `re-filing changes what everyone on the accounts sees: ${VIEW_ONLY}; ${NO_ACCOUNTS}`),

  // Account services (SPEC 2 pages; routes.json marks add-joint-owner and change-checking-account-type trustedUserBlocked).
  'GET /api/arrangement-manager/client-api/v2/service-requests':                          r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/arrangement-manager/client-api/v2/service-requests/direct-deposit/eligibility': r(401, ok, 403, 403, 403, 404, `canRequestDirectDeposit: no Direct Deposit Form for business (consumer only) or trusted users; staff hold its view; ${NO_ACCOUNTS}`),
  'POST /api/arrangement-manager/client-api/v2/service-requests/add-joint-owner':         r(401, ok,  ok,  403, 403, 404, `trustedUserBlocked; ${NO_ACCOUNTS}`),
  'POST /api/arrangement-manager/client-api/v2/service-requests/direct-deposit':          r(401, ok,  403, 403, 403, 404, `canRequestDirectDeposit; ${NO_ACCOUNTS}`),
  'POST /api/arrangement-manager/client-api/v2/service-requests/overdraft-protection':    r(401, ok,  ok,  403, 403, 404, `canManageOverdraftProtection (Overdraft Protection edit): trusted users hold only its view, staff hold edit; ${NO_ACCOUNTS}`),
  'POST /api/arrangement-manager/client-api/v2/service-requests/change-checking-account-type': r(401, ok, ok, 403, 403, 404, `trustedUserBlocked; ${NO_ACCOUNTS}`),
  // Edit Accounts (issue 16, H6): per-user choices, so a view-only trusted user may personalise their own view; staff never write them.
  'GET /api/arrangement-manager/client-api/v2/account-preferences':                       r(401, ok,  ok,  ok,  ok,  ok),
  'PUT /api/arrangement-manager/client-api/v2/account-preferences':                       r(401, ok,  ok,  ok,  ok,  403, "the choices are the signed-in user's own view (trusted users' too, view-only included); staff may not change a member's (account-preferences.ts)"),

  // Statements (canViewAccountStatements: every profile holds Account Statements view).
  'GET /api/statements/client-api/v2/account':                                            r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/statements/client-api/v2/account/{id}/statements':                            r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/statements/client-api/v2/account/{id}/statements/download/{docId}':           r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/statements/client-api/v3/account/tax-statements':                             r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/statements/client-api/v2/account/tax-statements':                             r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/statements/client-api/v3/account/tax-statements/download':                    r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/statements/client-api/v2/orphans':                                            r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/statements/client-api/v2/orphans/statements/download/{docId}':                r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/statements/client-api/v2/account/preferences':                                r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/statements/client-api/v2/account/preferences':                               r(401, ok,  ok,  403, 403, 403, `statement delivery is the holder's consent (Account Statements edit, which trusted users and staff lack): ${HOLDER_ONLY}`),
  'PUT /api/statements/client-api/v2/account/preferences/all':                            r(401, ok,  ok,  403, 403, 403, HOLDER_ONLY),

  // Step-up and push devices: always the signed-in user's own challenge, phone and devices.
  'GET /api/auth/tfa/options':                                                            r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/auth/tfa/challenge/otp':                                                     r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/auth/tfa/challenge/push':                                                    r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/auth/tfa/challenge/verification':                                            r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/auth/tfa/challenge/verification/push':                                       r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/auth/tfa/devices':                                                            r(401, ok,  ok,  ok,  ok,  ok),
  'DELETE /api/auth/esi/devices/device/{id}':                                             r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/auth/esi/devices/device':                                                    r(401, su,  su,  su,  su,  su),
  'GET /api/dev/outbox':                                                                  r(401, ok,  ok,  ok,  ok,  ok, 'demo mode only (the matrix runs the demo configuration, as npm start does)'),
  'POST /api/dev/push/{transactionId}/{answer}':                                          r(401, ok,  ok,  ok,  ok,  ok, 'demo mode only: approves a push request sent to the persona itself'),
  'POST /api/dev/card-network/authorizations':                                            r(401, ok,  ok,  ok,  ok,  404, `demo mode only: plays the card network, not the caller, so no permission guard; the card must be one the session reaches (${NO_ACCOUNTS})`),

  // Card protections, wallets, travel plans and issuance (issue 12, helper 2): reads canViewManageCards; changes
  // canManageCards (Cards.CardManagement edit: full access and staff) and not view-only; a card not reached is 404.
  'GET /api/cards/client-api/v2/cards/{id}/protections':                                  r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'PUT /api/cards/client-api/v2/cards/{id}/protections':                                  r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'GET /api/cards/client-api/v2/cards/{id}/authorizations':                               r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/cards/client-api/v2/cards/{id}/wallet-tokens':                                r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'POST /api/cards/client-api/v2/cards/{id}/wallet-tokens':                               r(401, ok,  ok,  403, 403, 404, `canManageCards; ${NO_ACCOUNTS}`),
  'DELETE /api/cards/client-api/v2/cards/{id}/wallet-tokens/{tokenId}':                   r(401, ok,  ok,  403, 403, 404, `canManageCards; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/instant-issuance':                                 r(401, ok,  ok,  403, 403, 404, `canManageCards; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/digital-issuance':                                 r(401, ok,  ok,  403, 403, 404, `canManageCards; ${NO_ACCOUNTS}`),
  'POST /api/profile-manager/client-api/v1/member-notifications-preferences':               r(401, ok,  ok,  403, 403, 404, `canViewNotifications (trusted users hold no Notifications grant); ${NO_ACCOUNTS}`),
  'POST /api/profile-manager/client-api/v1/member-notifications-preferences/mod':           r(401, ok,  ok,  403, 403, 403, 'canEditNotifications: staff hold Notification Preferences view only; trusted users no Notifications grant'),
  'GET /api/profile-manager/client-api/profile/v1/notifications/arrangements-accounts':     r(401, ok,  ok,  403, 403, ok,  "canViewNotifications; staff's agreement lists no account"),
  'GET /api/profile-manager/client-api/profile/v1/notifications/history':                   r(401, ok,  ok,  403, 403, ok,  "canViewNotifications; the signed-in user's own alerts"),
  'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/retrieve': r(401, ok,  ok,  ok,  ok,  ok,  "canViewManageCards; the plans of the agreement's member (staff's agreement has none)"),
  'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/add':    r(401, ok,  ok,  403, 403, 404, `canManageCards; ${NO_ACCOUNTS} (the plan's cards)`),
  'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/delete': r(401, ok,  ok,  403, 403, 404, "canManageCards; staff reach no member's plan"),

  // SPEC 7 "Cards" and authorized users (issue 12, helper 1): reads canViewManageCards; changes canManageCards and not
  // view-only; a card or account the session does not reach is 404. PIN calls then ask for the pinChange identity check.
  'GET /api/cards/client-api/v2/cards/freeze':                                            r(401, ok,  ok,  ok,  ok,  ok, "every card of the agreement's accounts; staff's agreement has none (an empty list)"),
  'GET /api/cards/client-api/v2/cards/details/{id}':                                      r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/cards/client-api/v2/cards/details/{acct}/debit/{debitId}':                    r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/cards/client-api/v2/cards/{acct}/debit/{debitId}':                            r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/cards/client-api/v2/rewards/{id}':                                            r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/maintenance':                r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/cards/client-api/v2/cards/{id}/maintenance':                                  r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/cards/client-api/v2/cards/maintenance':                                       r(401, ok,  ok,  ok,  ok,  ok, "the accounts a card may be ordered on; staff's agreement has none (an empty list)"),
  'GET /api/cards/client-api/v2/change-payment-due-date/dueDateInfo':                     r(401, ok,  ok,  ok,  ok,  404, `a credit card found by its last four digits among the session's cards; ${NO_ACCOUNTS}`),
  'GET /api/cards/client-api/v2/cards/{id}/authorized-users':                             r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/activation':                r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{id}/activation':                                  r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/lock-status':               r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{id}/credit/lock-status':                          r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/redeemcashrewards':                                      r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/pin/reset':                 r(401, su,  su,  403, 403, 404, `canManageCards, then step-up pinChange (config/risk.json); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{id}/pin':                                         r(401, su,  su,  403, 403, 404, `canManageCards, then step-up pinChange (config/risk.json); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/maintenance':               r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{id}/maintenance':                                 r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/maintenance':                                      r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/change-payment-due-date/submitChangeDueDate':            r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/change-payment-due-date/cancelChangeDueDate':            r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/cards/client-api/v2/cards/{id}/authorized-users':                            r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'DELETE /api/cards/client-api/v2/cards/{id}/authorized-users/{childId}':                r(401, ok,  ok,  403, 403, 404, `canManageCards (the mover lacks CardManagement edit); ${VIEW_ONLY}; ${NO_ACCOUNTS}`),

  // The message center (issue 13): reads canViewMessageCenter; sending and uploading canSendMessages, the status call
  // canEditMessages, delete canDeleteMessages (Message Center.Messages create/edit/delete) and not view-only. Trusted
  // users hold no Messages function (access-profiles.ts: someone acting for a member does not read the member's
  // messages); staff hold only its view, and their agreement's message center is their own (empty), so member's ids are 404.
  'GET /api/messages-service/client-api/v1/messages':                                     r(401, ok,  ok,  403, 403, ok,  `canViewMessageCenter: trusted users lack Messages; staff hold its view (their own, empty, list)`),
  'GET /api/messages-service/client-api/v1/messages/indicator':                           r(401, ok,  ok,  403, 403, ok,  'canViewMessageCenter'),
  'GET /api/messages-service/client-api/v1/messages/topics':                              r(401, ok,  ok,  403, 403, ok,  'canViewMessageCenter'),
  'GET /api/messages-service/client-api/v1/messages/{messageId}/{messageType}':           r(401, ok,  ok,  403, 403, 404, "canViewMessageCenter; a message of member's is not staff's own"),
  'GET /api/messages-service/client-api/v1/messages/{messageId}/attachments/{attachmentId}': r(401, ok, ok, 403, 403, 404, "canViewMessageCenter; a message of member's is not staff's own"),
  'POST /api/messages-service/client-api/v1/messages':                                    r(401, ok,  ok,  403, 403, 403, 'canSendMessages (Messages create): staff hold only its view; trusted users nothing of Messages (and are view-only)'),
  'POST /api/messages-service/client-api/v1/messages/attachments':                        r(401, ok,  ok,  403, 403, 403, 'canSendMessages'),
  'POST /api/messages-service/client-api/v1/messages/{messageId}/{messageType}/status':   r(401, ok,  ok,  403, 403, 403, 'canEditMessages (Messages edit): staff hold only its view'),
  'DELETE /api/messages-service/client-api/v1/messages/{messageId}/{messageType}':        r(401, ok,  ok,  403, 403, 403, 'canDeleteMessages (Messages delete): staff hold only its view'),

  // The claims center (issue 14): canViewProductSummary; filing and documents also more than view-only; disputes of the session's accounts only.
  'GET /api/claims-manager-service/client-api/v1/disputes':                                r(401, ok,  ok,  ok,  ok,  ok,  "the disputes of the accounts the session reaches (staff: an empty list)"),
  'GET /api/claims-manager-service/client-api/v1/disputes/transactions/{transactionId}':   r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'POST /api/claims-manager-service/client-api/v1/disputes':                               r(401, ok,  ok,  403, ok,  404, `${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'GET /api/claims-manager-service/client-api/v1/disputes/{disputeId}':                    r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'POST /api/claims-manager-service/client-api/v1/disputes/{disputeId}/documents':         r(401, ok,  ok,  403, ok,  404, `${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /api/dev/disputes/{disputeId}/progress':                                           r(401, ok,  ok,  403, ok,  404, `demo only: the disputes team on the session's own disputes; ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  // Lending (issue 16): canViewProductSummary; applying and accepting also more than view-only; the membership's own applications only.
  'GET /api/lending/client-api/v1/products':                                              r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/lending/client-api/v1/prequalifications':                                    r(401, ok,  ok,  ok,  ok,  404, `reads only (records nothing); ${NO_ACCOUNTS}: no membership to pre-qualify`),
  'GET /api/lending/client-api/v1/applications':                                          r(401, ok,  ok,  ok,  ok,  ok,  "the applications of the session's membership (staff: an empty list)"),
  'GET /api/lending/client-api/v1/applications/{applicationId}':                          r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/lending/client-api/v1/applications/{applicationId}/disclosure':               r(401, ok,  ok,  ok,  ok,  404, `reads only (the disclosure of the offer if funded today); ${NO_ACCOUNTS}`),
  'GET /api/lending/client-api/v1/applications/{applicationId}/disclosure/document':      r(401, ok,  ok,  ok,  ok,  404, `a funded loan's signed disclosure as a PDF; ${NO_ACCOUNTS}`),
  'POST /api/lending/client-api/v1/applications':                                         r(401, ok,  ok,  403, ok,  404, `${VIEW_ONLY}; ${NO_ACCOUNTS}: no membership to apply for`),
  'POST /api/lending/client-api/v1/applications/{applicationId}/acceptance':              r(401, ok,  ok,  403, ok,  404, `${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  // Data and privacy (issue 14): always the signed-in user's own preferences, data and requests.
  'GET /api/profile-manager/client-api/v1/privacy/preferences':                            r(401, ok,  ok,  ok,  ok,  ok,  "the caller's own opt-outs"),
  'PUT /api/profile-manager/client-api/v1/privacy/preferences':                            r(401, ok,  ok,  ok,  ok,  ok,  "the caller's own choice about their own information: changes nothing of the member's"),
  'GET /api/profile-manager/client-api/v1/privacy/data-archive':                           r(401, ok,  ok,  ok,  ok,  ok,  "the caller's own data only (accounts of memberships they hold)"),
  'GET /api/profile-manager/client-api/v1/privacy/requests':                               r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/profile-manager/client-api/v1/privacy/requests':                              r(401, ok,  ok,  ok,  ok,  ok,  "a request about the caller's own information"),
  // The status center (issue 14): canViewMoreMenu; the caller's own requests and the disputes of the session's accounts.
  'GET /api/user-manager/client-api/v1/status-center':                                     r(401, ok,  ok,  ok,  ok,  ok),
  // Information pages (issue 16): the document room follows canAccessElectronicDocumentsRoom and the More menu's
  // per-membership flag; estate planning reads the session's own accounts (staff: none);
  // Bill Pay Access reads with canViewBillPay and accepts the terms only with more than view-only access, never staff.
  'GET /api/information-pages/v1/document-room':                                          r(401, ok,  ok,  ok,  ok,  ok,  "every group holds Documents.Electronic Documents Room.view; msr's staff agreement reaches no account (notices only)"),
  'GET /api/information-pages/v1/estate-planning':                                        r(401, ok,  ok,  ok,  ok,  ok,  "msr's staff agreement reaches no account: an empty review"),
  'GET /api/information-pages/v1/bill-pay-access':                                        r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/information-pages/v1/bill-pay-access':                                       r(401, ok,  ok,  403, ok,  403, `${VIEW_ONLY}; staff accept nothing in a member's name`),

  // Insights and offers (issue 13): canViewProductSummary (they are computed from balances); empId must be the caller's own.
  'POST /api/insights/client-api/v1/insights-offers':                                     r(401, ok,  ok,  ok,  ok,  ok,  "trusted reads the offers of the agreement it acts under; staff are answered empty lists (not marketed to)"),
  'POST /api/insights/client-api/v1/insight/disposition':                                 r(401, ok,  ok,  ok,  ok,  ok,  "the caller's own answers about marketing, keyed by its own empId: a view-only trusted user changes nothing of the member's (its no hides an offer from itself only)"),
  // Open a New Account and Certificates (issue 16): canOpenNewAccount (no trusted or staff group holds it); business members only while show-open-new-account-business is on (off in config/flags.json).
  'GET /api/account-opening/catalogue':                                                   r(401, ok,  403, 403, 403, 403, 'canOpenNewAccount; business: the business flag is off, so the server refuses the catalogue (catalogue.ts)'),
  'POST /api/account-opening/accounts':                                                   r(401, ok,  403, 403, 403, 403, "canOpenNewAccount and a money movement (the opening deposit from member's savings); business: the flag is off"),
  'GET /api/certificates':                                                                r(401, ok,  ok,  ok,  ok,  ok,  `canViewProductSummary: each the certificates its agreement reaches (none for business; ${NO_ACCOUNTS})`),
  'PUT /api/certificates/{id}/renewal':                                                   r(401, ok,  ok,  403, ok,  403, `each holder's own certificate (business's own one; FOREIGN probes member with business's); ${VIEW_ONLY}; staff roles other than the supervisor may not move money`),
  'GET /api/certificates/{id}/early-closure':                                             r(401, ok,  ok,  ok,  ok,  404, `the early-closure quote of each holder's own certificate (business's own one); trusted may look; ${NO_ACCOUNTS}`),
  'POST /api/certificates/{id}/early-closure':                                            r(401, ok,  ok,  403, ok,  403, `closes a new empty certificate of each holder's own to its checking; ${VIEW_ONLY}; staff roles other than the supervisor may not move money`),
  'GET /api/money-insights/client-api/v1/overview':                                       r(401, ok,  ok,  ok,  ok,  ok,  `canViewProductSummary; ${NO_ACCOUNTS} (staff are answered empty figures)`),
  'GET /api/money-insights/client-api/v1/recurring-charges':                              r(401, ok,  ok,  ok,  ok,  ok,  `canViewProductSummary; ${NO_ACCOUNTS} (staff are answered an empty list)`),
  'GET /api/money-insights/client-api/v1/accounts/{id}/balance-history':                  r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/money-insights/client-api/v1/budgets':                                        r(401, ok,  ok,  ok,  ok,  ok,  "the caller's own budgets (none for staff)"),
  'PUT /api/money-insights/client-api/v1/budgets/{categoryId}':                           r(401, ok,  ok,  403, ok,  403, `the caller's own budget under the agreement it acts under; ${VIEW_ONLY}; staff do not plan a member's budgets`),
  'DELETE /api/money-insights/client-api/v1/budgets/{categoryId}':                        r(401, ok,  ok,  403, ok,  403, `the caller's own budget; ${VIEW_ONLY}; staff do not plan a member's budgets`),

  // Security hub: canAccessSecurityHub (trusted users lack it, staff hold its view); credentials need Credentials edit.
  'GET /api/security-hub/member':                                                         r(401, ok,  ok,  403, 403, ok),
  'PUT /api/security-hub/member/username':                                                r(401, su,  su,  403, 403, 403, 'canManageCredentials: only the holders of Identities.Credentials.edit, then the step-up'),
  'PUT /api/security-hub/member/password':                                                r(401, su,  su,  403, 403, 403, 'canManageCredentials, then the step-up'),
  'GET /api/security-hub/member/devices':                                                 r(401, ok,  ok,  403, 403, ok,  'canAccessSecurityHub, as the hub itself; always the caller\'s own devices'),
  'DELETE /api/security-hub/member/devices/{id}':                                         r(401, ok,  ok,  403, 403, ok,  'canAccessSecurityHub; only one of the caller\'s own known devices'),
  'GET /api/security-hub/member/staff-access':                                            r(401, ok,  ok,  403, 403, ok,  'canAccessSecurityHub (trusted users acting for the member lack it); always the caller\'s own staff visits (staff: none)'),

  // Money movement: the kind's guards in the handler (payment-permissions.ts); view-only access never moves money.
  'POST /api/payment-order-service/client-api/v2/payment-orders/validate':                r(401, ok,  ok,  403, ok,  404, `canCreateTransfers (trusted: view only); ${NO_ACCOUNTS} (the accounts are resolved before the kind is known)`),
  'POST /api/payment-order-service/client-api/v2/payment-orders':                         r(401, ok,  ok,  403, ok,  404, `canCreateTransfers; ${NO_ACCOUNTS}`),
  'GET /api/payment-order-service/client-api/v2/payment-orders':                          r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/payment-order-service/client-api/v2/payment-orders/{id}':                     r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'PUT /api/payment-order-service/client-api/v2/payment-orders/{id}':                     r(401, ok,  ok,  403, ok,  404, `canCreateTransfers; ${NO_ACCOUNTS}`),
  'POST /api/payment-order-service/client-api/v2/payment-orders/{id}/cancel':             r(401, ok,  ok,  403, ok,  404, `canCreateTransfers; ${NO_ACCOUNTS}`),
  'GET /api/payment-order-service/client-api/v2/external-accounts':                       r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/payment-order-service/client-api/v2/external-accounts':                      r(401, su,  su,  403, 403, 403, 'canManageAchAccounts needs ACH create, view and delete (the mover lacks delete, staff hold only view; routes.json: trustedUserBlocked), then the step-up'),
  'POST /api/payment-order-service/client-api/v2/external-accounts/{id}/verify':          r(401, ok,  ok,  403, 403, 403, 'canManageAchAccounts'),
  'DELETE /api/payment-order-service/client-api/v2/external-accounts/{id}':               r(401, ok,  ok,  403, 403, 403, 'canManageAchAccounts'),
  'GET /api/payment-order-service/client-api/v2/payees':                                  r(401, ok,  ok,  ok,  ok,  ok),
  'POST /api/payment-order-service/client-api/v2/payees':                                 r(401, ok,  ok,  403, ok,  403, 'adding a payee needs BillPay create (the mover holds it; trusted and staff hold only view)'),
  'PUT /api/payment-order-service/client-api/v2/payees/{id}':                             r(401, ok,  ok,  403, 403, 403, 'changing a payee needs BillPay edit, which only full access holds'),
  'DELETE /api/payment-order-service/client-api/v2/payees/{id}':                          r(401, ok,  ok,  403, 403, 403, 'removing a payee needs BillPay delete, which only full access holds'),
  'GET /api/payment-order-service/client-api/v2/cashiers-checks':                         r(401, ok,  ok,  403, ok,  403, 'canRequestCashiersCheck (Cashiers Check create): the mover holds it, trusted and staff only view'),
  'POST /api/payment-order-service/client-api/v2/cashiers-checks':                        r(401, ok,  ok,  403, ok,  403, 'canRequestCashiersCheck'),

  // Same-origin partner pages (framed; server-rendered HTML).
  'GET /partner/assets/partner-page.js':                                                  r(401, ok,  ok,  ok,  ok,  ok),
  'GET /partner/assets/partner-page.css':                                                 r(401, ok,  ok,  ok,  ok,  ok),
  'GET /partner/ira-beneficiaries':                                                       r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'POST /partner/ira-beneficiaries':                                                      r(401, ok,  ok,  403, ok,  404, `designating beneficiaries changes the member's IRA: ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'POST /partner/ira-beneficiaries/remove':                                               r(401, ok,  ok,  403, ok,  404, `${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  'GET /partner/credit-card-fraud':                                                       r(401, ok,  ok,  ok,  ok,  ok),
  'POST /partner/credit-card-fraud':                                                      r(401, ok,  ok,  403, ok,  400, `filing a fraud report acts on the member's card: ${VIEW_ONLY}; msr sees no card, so the form's card is invalid (400)`),

  // Partnership hand-offs (config/sso.json: the target's guard, canViewProductSummary when absent; {id} must be the caller's).
  'GET /api/partnership/disputes':                                                        r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/memberDeals/{id}':                                                r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/partnership/ccauportal':                                                      r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/olb':                                                             r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/loyaltyRewards/{id}':                                             r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/partnership/cca':                                                             r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/cccpa':                                                           r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/harlandClarke/{id}':                                              r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/partnership/chat':                                                            r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/visa/{id}/debit/{debitId}':                                       r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/partnership/zelle':                                                           r(401, ok,  ok,  ok,  ok,  rf, 'canAccessZelle (every profile holds Zelle view); the staff agreement has no checking account, which Zelle needs'),
  'GET /api/partnership/myHomeLoan/':                                                     r(401, ok,  403, 403, 403, 403, 'canAccessHomesquadApplication: consumer full access only'),
  'GET /api/partnership/mortgageservicing/{id}':                                          r(401, ok,  ok,  ok,  ok,  404, NO_ACCOUNTS),
  'GET /api/partnership/emessage':                                                        r(401, ok,  ok,  403, 403, ok, 'canViewMessageCenter: trusted users lack Messages, staff hold its view'),
  'GET /api/partnership/digitalInvestor/v2':                                              r(401, rf,  rf,  ok,  ok,  rf, 'SPEC 6: hidden for business and staff, and where the Investment Center shows (member is its master holder): sso.json eligibleWhen'),
  'GET /api/partnership/digitalInvestor':                                                 r(401, rf,  rf,  ok,  ok,  rf, 'SPEC 6: hidden for business and staff, and where the Investment Center shows (member is its master holder): sso.json eligibleWhen'),
  'GET /api/partnership/osaic':                                                           r(401, ok,  rf,  rf,  rf,  rf, 'SPEC 6: only the master-agreement holder of a personal membership, never staff (sso.json eligibleWhen, the menu\'s rule)'),
  'GET /api/partnership/{businessMembershipPath}':                                        r(401, rf,  ok,  rf,  rf,  rf, "offered to a business membership only (the agreement's primary member decides)"),
  'GET /api/partnership/transUnionCreditService/dashboard':                               r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/credit-simulator':                                                r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/credit-report':                                                   r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/docup/{portal}':                                                  r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/cgisse/v2':                                                       r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/truv/{id}':                                                       r(401, ok,  403, 403, 403, 404, `canRequestDirectDeposit; ${NO_ACCOUNTS}`),
  'GET /api/partnership/purchaseAffordability':                                           r(401, ok,  ok,  ok,  ok,  ok),
  'GET /api/partnership/v1/siteminder':                                                   r(401, ok,  ok,  ok,  ok,  ok),
  'GET /partner/sso/{target}':                                                            r(401, ok,  ok,  ok,  ok,  ok, 'redeems a hand-off token minted for the persona itself'),

  // Chat (issue 13): the chat sign-on's guard (canViewProductSummary, like GET /api/partnership/chat); each persona redeems
  // its own /chat access token and chats as itself. The conversation calls also need that persona's chat token.
  'GET /api/chatbot/api/tokens':                                                          r(401, ok,  ok,  ok,  ok,  ok, 'redeems an access token minted for the persona itself'),
  'GET /api/chatbot/api/conversation':                                                    r(401, ok,  ok,  ok,  ok,  ok, "the persona's own conversation, with its own chat token"),
  'POST /api/chatbot/api/conversation/messages':                                          r(401, ok,  ok,  ok,  ok,  ok, "a trusted user (even view-only) and staff chat as themselves: their own conversation, nothing of an agreement's accounts"),
  'GET /chat/conversation':                                                               r(401, ok,  ok,  ok,  ok,  ok, 'the chat page holds no member data (its script loads it with the chat token)'),
  'GET /chat/assets/chat-frame.js':                                                       r(401, ok,  ok,  ok,  ok,  ok),
  'GET /chat/assets/chat-frame.css':                                                      r(401, ok,  ok,  ok,  ok,  ok),
  // Upload Documents and Products and More (issue 14): the membership's documents (the agreement's primary user's); uploading
  // needs more than view-only access and is not staff's (a document belongs to a membership, the staff agreement is none).
  'GET /api/document-upload/client-api/v1/portals':                                       r(401, ok,  ok,  ok,  ok,  ok,  "canViewUploadDocuments: the portals of the session's membership kind"),
  'GET /api/document-upload/client-api/v1/uploads':                                       r(401, ok,  ok,  ok,  ok,  ok,  "canViewUploadDocuments: the membership's own documents (staff's agreement has none)"),
  'GET /api/document-upload/client-api/v1/uploads/{uploadId}':                            r(401, ok,  ok,  ok,  ok,  404, `canViewUploadDocuments; ${NO_ACCOUNTS}`),
  'POST /api/document-upload/client-api/v1/portals/{portalId}/uploads':                   r(401, ok,  ok,  403, ok,  403, `canUploadDocuments: ${VIEW_ONLY}; staff upload nothing in a membership's name`),
  'GET /api/arrangement-manager/client-api/v2/products-and-more':                         r(401, ok,  ok,  ok,  ok,  ok,  'canViewProductsAndMore: the accounts the session reaches (none for staff) and the catalogue'),
  // The analytics sink (issue 13): tags fire before sign-in and after a session ends, so anyone may post (stored anonymously).
  'POST /api/analytics/client-api/v1/events':                                             r(ok,  ok,  ok,  ok,  ok,  ok),

  // Sign-in help and the survey on sign-out (issue 14, H2): public (route-guards.test.ts lists them), rate limited, the
  // same answer for every caller; a session changes nothing. The steps after the start need this browser's recovery.
  'POST /api/sign-in-help/forgot-username':                                               r(ok,  ok,  ok,  ok,  ok,  ok),
  'POST /api/sign-in-help/forgot-password':                                               r(ok,  ok,  ok,  ok,  ok,  ok),
  'POST /api/sign-in-help/enrolment':                                                     r(ok,  ok,  ok,  ok,  ok,  ok),
  'POST /api/sign-in-help/verify':                                                        r(400, 400, 400, 400, 400, 400, NO_RECOVERY),
  'POST /api/sign-in-help/password':                                                      r(400, 400, 400, 400, 400, 400, NO_RECOVERY),
  'POST /api/sign-in-help/enrolment/credentials':                                         r(400, 400, 400, 400, 400, 400, NO_RECOVERY),
  'GET /api/dev/sign-in-help/outbox':                                                     r(ok,  ok,  ok,  ok,  ok,  ok, 'demo mode only: the phone of the recovery this browser holds (none here: an empty list)'),
  'POST /api/logout-survey/invitation':                                                   r(401, ok,  ok,  ok,  ok,  ok, 'every signed-in user signs out; the answer is about their own session only'),
  'POST /api/logout-survey/responses':                                                    r(400, 400, 400, 400, 400, 400, 'public: the one-time token is the credential, and the probe holds none that was issued (400 LOGOUT_SURVEY_INVALID for everyone)'),
  // Staff visits (issue 15): the Service Desk functions are only on the staff roles. The probe's member id is no
  // member's (msr 404), so the matrix's msr session never starts serving anyone; with no visit open, ending is a no-op.
  'POST /api/service-desk/client-api/v1/visits':                                         r(401, 403, 403, 403, 403, 404, 'canSearchMembers: staff only; an id that is no member (or is staff) is 404'),
  'GET /api/service-desk/client-api/v1/visits/current':                                  r(401, 403, 403, 403, 403, ok,  'canSearchMembers: staff only'),
  'DELETE /api/service-desk/client-api/v1/visits/current':                               r(401, 403, 403, 403, 403, ok,  'canSearchMembers: staff only; with no member open it changes nothing'),
  'POST /api/service-desk/client-api/v1/members/search':                                  r(401, 403, 403, 403, 403, ok,  'canSearchMembers: staff only; a search reads, it changes nothing (the audit row is the staff call itself)'),
  // The staff inbox (issue 15): read with canViewStaffInbox, changed with canWorkStaffInbox (staff roles only). The
  // probe's thread id is no conversation (msr 404), so the matrix's msr session changes no conversation.
  'GET /api/service-desk/client-api/v1/inbox':                                            r(401, 403, 403, 403, 403, ok,  'canViewStaffInbox: staff only'),
  'GET /api/service-desk/client-api/v1/inbox/{kind}/{threadId}':                          r(401, 403, 403, 403, 403, 404, 'canViewStaffInbox: staff only; an id that is no member-started conversation is 404'),
  'PATCH /api/service-desk/client-api/v1/inbox/{kind}/{threadId}':                        r(401, 403, 403, 403, 403, 404, 'canWorkStaffInbox: staff only; an unknown conversation is 404 and nothing changes'),
  'POST /api/service-desk/client-api/v1/inbox/{kind}/{threadId}/replies':                 r(401, 403, 403, 403, 403, 404, 'canWorkStaffInbox: staff only; a reply to an unknown conversation is 404 and nothing is sent'),
  // Member service (issue 15, H4): the MRC portal and beneficiaries of the member being served; the matrix's msr
  // session serves no member (the visits probe opens none), so every one answers msr 409 STAFF_NO_MEMBER_OPEN.
  'GET /api/service-desk/client-api/v1/members/current/overview':                         r(401, 403, 403, 403, 403, 409, 'canViewServedMember: staff only; needs an open visit'),
  'POST /api/service-desk/client-api/v1/members/current/unlock-sign-in':                   r(401, 403, 403, 403, 403, 409, 'canServeMembers: staff only; needs an open visit, nothing changes without one'),
  'POST /api/service-desk/client-api/v1/members/current/unlock-step-up':                   r(401, 403, 403, 403, 403, 409, 'canServeMembers: staff only; needs an open visit, nothing changes without one'),
  'GET /api/service-desk/client-api/v1/beneficiaries':                                     r(401, 403, 403, 403, 403, 409, 'canViewServedMember: staff only; needs an open visit'),
  'PUT /api/service-desk/client-api/v1/accounts/{arrangementId}/beneficiaries':             r(401, 403, 403, 403, 403, 409, "canServeMembers: staff only; needs an open visit (member's IRA id), nothing changes without one"),
  // IRAs and payable-on-death beneficiaries (issue 16): read with canViewProductSummary; a contribution or a
  // distribution request needs the transfer permission and more than view-only access; a beneficiary list too.
  'GET /api/ira/client-api/v1/iras':                                                      r(401, ok,  ok,  ok,  ok,  ok,  `canViewProductSummary; ${NO_ACCOUNTS} (staff are answered no IRA)`),
  'POST /api/ira/client-api/v1/contributions':                                            r(401, ok,  ok,  403, ok,  403, `canCreateTransfers and more than view-only access, checked before any id: ${VIEW_ONLY}; msr serving no member may not move money (403)`),
  'POST /api/ira/client-api/v1/distribution-requests':                                    r(401, ok,  ok,  403, ok,  403, `asking for money out of the IRA: canCreateTransfers and more than view-only access, checked before any id; msr serving no member 403`),
  'POST /api/ira/client-api/v1/distribution-requests/{id}/cancel':                        r(401, ok,  ok,  403, ok,  403, `cancelling a request: the same rule as asking for one (canCreateTransfers and more than view-only access, checked before the id); msr serving no member 403`),
  'GET /api/pod-beneficiaries/client-api/v1/accounts':                                     r(401, ok,  ok,  ok,  ok,  ok,  `canViewProductSummary; ${NO_ACCOUNTS} (staff are answered no account)`),
  'PUT /api/pod-beneficiaries/client-api/v1/accounts/{arrangementId}/beneficiaries':       r(401, ok,  ok,  403, ok,  404, `naming who inherits the account changes it: ${VIEW_ONLY}; ${NO_ACCOUNTS}`),
  // The staff audit (issue 15, H3): only the supervisor role holds Service Desk.Staff Audit.view; msr lacks it.
  'POST /api/service-desk/client-api/v1/audit/search':                                   r(401, 403, 403, 403, 403, 403, 'canSearchStaffAudit: staff supervisors only (msr holds no Staff Audit)'),
  // The loan officer's review (issue 16 follow-up): staff supervisors only (Service Desk.Loan Review); msr holds none.
  'GET /api/service-desk/client-api/v1/loan-reviews':                                     r(401, 403, 403, 403, 403, 403, 'canViewLoanReviews: staff supervisors only (msr holds no Loan Review)'),
  'GET /api/service-desk/client-api/v1/loan-reviews/{applicationId}':                     r(401, 403, 403, 403, 403, 403, 'canViewLoanReviews: staff supervisors only (msr holds no Loan Review)'),
  'POST /api/service-desk/client-api/v1/loan-reviews/{applicationId}/decision':           r(401, 403, 403, 403, 403, 403, 'canDecideLoanApplications: staff supervisors only (msr holds no Loan Review)'),
};

/** What `member` gets when a request carries `business`'s ids (or, for user-bound ones, ids of business's user). */
export interface ForeignProbe {
  readonly expected: Expected;
  readonly why?: string;
}

/**
 * The foreign-id probes, by route key (the test requires one for every route with an id path parameter; the routes
 * that take an owned id in the body, query or headers are listed too). The owned kinds: accounts (arrangements),
 * transactions, statements, tax forms, payment orders, payees, external accounts, service agreements, step-up
 * challenges and push requests, push devices, disclosures, fraud reports and hand-off tokens. Each probe also checks
 * that nothing changed.
 */
export const FOREIGN: Readonly<Record<string, ForeignProbe>> = {
  'GET /api/arrangement-manager/client-api/v2/productsummary/arrangements/{id}': { expected: 404 },
  'GET /api/arrangement-manager/client-api/v2/service-requests/direct-deposit/eligibility': { expected: 404 },
  'POST /api/arrangement-manager/client-api/v2/service-requests/add-joint-owner': { expected: 404 },
  'POST /api/arrangement-manager/client-api/v2/service-requests/direct-deposit': { expected: 404 },
  'POST /api/arrangement-manager/client-api/v2/service-requests/overdraft-protection': { expected: 404 },
  'POST /api/arrangement-manager/client-api/v2/service-requests/change-checking-account-type': { expected: 404 },
  'PUT /api/arrangement-manager/client-api/v2/account-preferences': { expected: 404 },
  'GET /api/transaction-manager/client-api/v2/transactions': { expected: 404 },
  'PATCH /api/transaction-manager/client-api/v2/transactions': { expected: 404 },
  'GET /api/transaction-manager/client-api/v2/transactions/export': { expected: 404 },
  'GET /api/transaction-manager/client-api/v2/transactions/{id}/check-image': { expected: 404 },
  'GET /api/statements/client-api/v2/account/{id}/statements': { expected: 404 },
  'GET /api/statements/client-api/v2/account/{id}/statements/download/{docId}': { expected: 404 },
  'GET /api/statements/client-api/v3/account/tax-statements/download': { expected: 404 },
  'GET /api/statements/client-api/v2/orphans/statements/download/{docId}': { expected: 404 },
  'POST /api/statements/client-api/v2/account/preferences': { expected: 404 },
  'POST /api/access-control/client-api/v3/accessgroups/usercontext': { expected: 403, why: 'an agreement the user may not choose is refused (access-control.ts)' },
  'GET /api/user-manager/client-api/v2/users/{id}': { expected: 404, why: "only the caller or the current agreement's primary user (user-manager.ts)" },
  'GET /api/user-manager/client-api/v2/users/{id}/service-agreements': { expected: 404, why: "only the caller's own (user-manager.ts)" },
  'PUT /api/access-control/client-api/v3/trusted-users/{trustedUserId}': { expected: 404, why: "another holder's trusted user or invitation is not one of member's (trusted-users.ts)" },
  'DELETE /api/access-control/client-api/v3/trusted-users/{trustedUserId}': { expected: 404, why: 'as for PUT' },
  'POST /api/profile-manager/client-api/profile/v1/remind-me-later': { expected: 403, why: "externalId must be the caller's own (profile-manager.ts)" },
  'PUT /api/user-manager/client-api/v2/users/me/profile/postal-addresses/{id}': { expected: 404, why: "another person's address (profile-contacts.ts)" },
  'PUT /api/user-manager/client-api/v2/users/me/profile/phone-addresses/{id}': { expected: 404, why: "another person's phone: 404 before any challenge" },
  'PUT /api/user-manager/client-api/v2/users/me/profile/electronic-addresses/{id}': { expected: 404, why: "another person's email: 404 before any challenge" },
  'POST /api/member-disclosures/v1/members/disclosures/statuses/upd': { expected: 400, why: 'a notice the caller was not asked to accept is a bad entry (member-disclosures.ts), not a way to accept it for someone else' },
  'POST /api/payment-order-service/client-api/v2/payment-orders/validate': { expected: 404 },
  'POST /api/payment-order-service/client-api/v2/payment-orders': { expected: 404 },
  'GET /api/payment-order-service/client-api/v2/payment-orders/{id}': { expected: 404 },
  'PUT /api/payment-order-service/client-api/v2/payment-orders/{id}': { expected: 404 },
  'POST /api/payment-order-service/client-api/v2/payment-orders/{id}/cancel': { expected: 404 },
  'POST /api/payment-order-service/client-api/v2/external-accounts/{id}/verify': { expected: 404 },
  'DELETE /api/payment-order-service/client-api/v2/external-accounts/{id}': { expected: 404 },
  'PUT /api/payment-order-service/client-api/v2/payees/{id}': { expected: 404 },
  'DELETE /api/payment-order-service/client-api/v2/payees/{id}': { expected: 404 },
  'POST /api/payment-order-service/client-api/v2/cashiers-checks': { expected: 404 },
  'POST /api/auth/tfa/challenge/otp': { expected: 400, why: 'challenges belong to a session: another session\'s is "no challenge" (STEP_UP_NO_CHALLENGE)' },
  'POST /api/auth/tfa/challenge/push': { expected: 400, why: 'as for otp' },
  'POST /api/auth/tfa/challenge/verification': { expected: 400, why: 'as for otp' },
  'POST /api/auth/tfa/challenge/verification/push': { expected: 'allow', why: 'answers pushStatus INVALID for a push request of another session (checked), and passes nothing' },
  'DELETE /api/auth/esi/devices/device/{id}': { expected: 404 },
  'DELETE /api/security-hub/member/devices/{id}': { expected: 404, why: "another member's known device is not forgotten (checked: it still recognises them)" },
  'POST /api/dev/push/{transactionId}/{answer}': { expected: 404 },
  'POST /api/dev/card-network/authorizations': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/{id}/protections': { expected: 404 },
  'PUT /api/cards/client-api/v2/cards/{id}/protections': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/{id}/authorizations': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/{id}/wallet-tokens': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{id}/wallet-tokens': { expected: 404 },
  'DELETE /api/cards/client-api/v2/cards/{id}/wallet-tokens/{tokenId}': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/instant-issuance': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/digital-issuance': { expected: 404 },
  'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/add': { expected: 404 },
  'POST /api/profile-manager/client-api/v1/member-notifications-preferences': { expected: 404 },
  'POST /api/profile-manager/client-api/v1/member-notifications-preferences/mod': { expected: 404 },
  'POST /api/profile-manager/client-api/member-travel-notifications/v1/itinerary/delete': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/details/{id}': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/details/{acct}/debit/{debitId}': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/{acct}/debit/{debitId}': { expected: 404 },
  'GET /api/cards/client-api/v2/rewards/{id}': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/maintenance': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/{id}/maintenance': { expected: 404 },
  'GET /api/cards/client-api/v2/change-payment-due-date/dueDateInfo': { expected: 404 },
  'GET /api/cards/client-api/v2/cards/{id}/authorized-users': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/activation': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{id}/activation': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/lock-status': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{id}/credit/lock-status': { expected: 404 },
  'POST /api/cards/client-api/v2/redeemcashrewards': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/pin/reset': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{id}/pin': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{acct}/debit/{debitId}/maintenance': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{id}/maintenance': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/maintenance': { expected: 404 },
  'POST /api/cards/client-api/v2/change-payment-due-date/submitChangeDueDate': { expected: 404 },
  'POST /api/cards/client-api/v2/change-payment-due-date/cancelChangeDueDate': { expected: 404 },
  'POST /api/cards/client-api/v2/cards/{id}/authorized-users': { expected: 404 },
  'DELETE /api/cards/client-api/v2/cards/{id}/authorized-users/{childId}': { expected: 404 },
  'POST /api/insights/client-api/v1/insights-offers': { expected: 404, why: "empId is the caller's externalId: business's is 404 and nothing is read for it" },
  'POST /api/insights/client-api/v1/insight/disposition': { expected: 404, why: "business's empId records nothing (checked: the table is unchanged)" },
  'GET /api/money-insights/client-api/v1/accounts/{id}/balance-history': { expected: 404 },
  'POST /api/account-opening/accounts': { expected: 404, why: "business's savings as the funding account: not one of member's (open-account.ts), nothing opened" },
  'PUT /api/certificates/{id}/renewal': { expected: 404, why: "business's certificate is not one of member's (certificates.ts)" },
  'GET /api/certificates/{id}/early-closure': { expected: 404, why: "business's certificate is not one of member's (early-closure.ts)" },
  'POST /api/certificates/{id}/early-closure': { expected: 404, why: "business's certificate (to business's checking) is not one of member's: nothing closes" },
  'PUT /api/service-desk/client-api/v1/accounts/{arrangementId}/beneficiaries': { expected: 403, why: 'staff only (canServeMembers): a member reaches no beneficiaries through the service desk, theirs or anyone\'s' },
  'POST /api/ira/client-api/v1/contributions': { expected: 404 },
  'POST /api/ira/client-api/v1/distribution-requests': { expected: 404 },
  'POST /api/ira/client-api/v1/distribution-requests/{id}/cancel': { expected: 404, why: "business's SUBMITTED request stays SUBMITTED (checked: nothing changed)" },
  'PUT /api/pod-beneficiaries/client-api/v1/accounts/{arrangementId}/beneficiaries': { expected: 404 },
  'GET /partner/ira-beneficiaries': { expected: 404 },
  'POST /partner/ira-beneficiaries': { expected: 404 },
  'POST /partner/ira-beneficiaries/remove': { expected: 404 },
  'GET /partner/credit-card-fraud': { expected: 'allow', why: "another member's report reference is not shown (checked): the page renders without it" },
  'POST /partner/credit-card-fraud': { expected: 400, why: 'a card the caller does not hold is invalid form input; no report is filed' },
  'GET /api/partnership/memberDeals/{id}': { expected: 404 },
  'GET /api/partnership/loyaltyRewards/{id}': { expected: 404 },
  'GET /api/partnership/harlandClarke/{id}': { expected: 404 },
  'GET /api/partnership/visa/{id}/debit/{debitId}': { expected: 404 },
  'GET /api/partnership/mortgageservicing/{id}': { expected: 404 },
  'GET /api/partnership/truv/{id}': { expected: 404 },
  'GET /api/messages-service/client-api/v1/messages/{messageId}/{messageType}': { expected: 404 },
  'GET /api/messages-service/client-api/v1/messages/{messageId}/attachments/{attachmentId}': { expected: 404 },
  'POST /api/messages-service/client-api/v1/messages/{messageId}/{messageType}/status': { expected: 404 },
  'DELETE /api/messages-service/client-api/v1/messages/{messageId}/{messageType}': { expected: 404 },
  'POST /api/messages-service/client-api/v1/messages': { expected: 404, why: "a message about business's account is refused; nothing is sent" },
  'GET /api/document-upload/client-api/v1/uploads/{uploadId}': { expected: 404 },
  'GET /api/claims-manager-service/client-api/v1/disputes/transactions/{transactionId}': { expected: 404 },
  'POST /api/claims-manager-service/client-api/v1/disputes': { expected: 404, why: "a purchase of business's is not disputed; nothing is filed" },
  'GET /api/claims-manager-service/client-api/v1/disputes/{disputeId}': { expected: 404 },
  'POST /api/claims-manager-service/client-api/v1/disputes/{disputeId}/documents': { expected: 404, why: "no document joins business's dispute" },
  'POST /api/dev/disputes/{disputeId}/progress': { expected: 404, why: "business's dispute does not move" },
  'GET /api/lending/client-api/v1/applications/{applicationId}': { expected: 404 },
  'GET /api/lending/client-api/v1/applications/{applicationId}/disclosure': { expected: 404, why: "business's offer is not disclosed to member" },
  'GET /api/lending/client-api/v1/applications/{applicationId}/disclosure/document': { expected: 404, why: "business's signed disclosure is not member's to download" },
  'POST /api/lending/client-api/v1/applications/{applicationId}/acceptance': { expected: 404, why: "business's approved offer is not funded into anyone's account" },
  'GET /api/service-desk/client-api/v1/loan-reviews/{applicationId}': { expected: 403, why: 'member holds no Loan Review: the guard refuses before any id is read' },
  'POST /api/service-desk/client-api/v1/loan-reviews/{applicationId}/decision': { expected: 403, why: 'member holds no Loan Review: the guard refuses before any id is read, and nothing is decided' },
  'GET /partner/sso/{target}': { expected: 410, why: 'a hand-off token minted for another member does not redeem (and stays redeemable for its owner, checked)' },
  'GET /api/chatbot/api/tokens': { expected: 401, why: "a chat access token minted for another member does not redeem (and stays redeemable for its owner, checked)" },
  'GET /api/chatbot/api/conversation': { expected: 401, why: "another member's chat token opens nothing: the token must be the session's member's" },
  'POST /api/chatbot/api/conversation/messages': { expected: 401, why: "another member's chat token sends nothing into their conversation" },
};
