import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { defaultServerConfig, type ServerConfig } from './config';
import { fastifyTrustProxy } from './trust-proxy';
import { systemClock, type Clock } from './clock';
import { apiSchemas } from './plugins/api-schemas';
import { controlCharacters } from './plugins/control-characters';
import { errorHandler } from './plugins/error-handler';
import { OneLinePerRequest } from './plugins/request-log';
import { foreignOrigin } from './plugins/foreign-origin';
import { notFound } from './plugins/not-found';
import { openApi } from './plugins/openapi';
import { staffAudit } from './plugins/staff-audit';
import { routeGuards } from './plugins/route-guards';
import { securityHeaders } from './plugins/security-headers';
import { sessionSupport } from './plugins/session';
import { staticWeb } from './plugins/static-web';
import { accountDetailRoutes } from './routes/account-detail';
import { accountFactsRoutes } from './routes/account-facts';
import { loanPayoffQuoteRoutes } from './routes/loan-payoff-quote';
import { accountPreferenceRoutes } from './routes/account-preferences';
import { accountServiceRoutes } from './routes/account-services';
import { authTfaRoutes } from './routes/auth-tfa';
import { devRoutes } from './routes/dev';
import { devCardNetworkRoutes } from './routes/dev-card-network';
import { cardControlRoutes } from './routes/card-controls';
import { cardIssuanceRoutes } from './routes/card-issuance';
import { travelNotificationRoutes } from './routes/travel-notifications';
import { accessControlRoutes } from './routes/access-control';
import { trustedUserRoutes } from './routes/trusted-users';
import { arrangementManagerRoutes } from './routes/arrangement-manager';
import { flagRoutes } from './routes/flags';
import { memberDisclosureRoutes } from './routes/member-disclosures';
import { documentUploadRoutes } from './routes/document-uploads';
import { partnerPageRoutes } from './routes/partner-pages';
import { partnershipPageRoutes, partnershipRoutes } from './routes/partnership';
import { serviceDeskSearchRoutes } from './routes/service-desk-search';
import { serviceDeskVisitRoutes } from './routes/service-desk-visits';
import { serviceDeskMemberServiceRoutes } from './routes/service-desk-member-service';
import { staffInboxRoutes } from './routes/staff-inbox';
import { staffAuditRoutes } from './routes/staff-audit';
import { loanReviewRoutes } from './routes/loan-reviews';
import { securityHubStaffAccessRoutes } from './routes/security-hub-staff-access';
import { productsAndMoreRoutes } from './routes/products-and-more';
import { redactedRequestLog } from './partner/sso-log';
import { precheckRoutes } from './routes/precheck';
import { profileManagerRoutes } from './routes/profile-manager';
import { addressVerificationRoutes, profileContactRoutes } from './routes/profile-contacts';
import { notificationPreferenceRoutes } from './routes/notification-preferences';
import { securityHubRoutes } from './routes/security-hub';
import { sessionRoutes } from './routes/session';
import { identityProviderSignInRoutes } from './routes/identity-provider-sign-in';
import { passkeySignInRoutes } from './routes/passkey-sign-in';
import { passkeyStepUpRoutes } from './routes/passkey-step-up';
import { securityHubPasskeyRoutes } from './routes/security-hub-passkeys';
import { statementRoutes } from './routes/statements';
import { transactionFileRoutes } from './routes/transaction-files';
import { transactionRoutes } from './routes/transactions';
import { userManagerRoutes } from './routes/user-manager';
import { stepUpSupport } from './stepup/step-up-plugin';
import { deferredTaskSupport } from './deferred/after-reply';
import type { MessageSender } from './messaging/message-sender';
import { paymentOrderRoutes } from './routes/payment-orders';
import { cardRoutes } from './routes/cards';
import { cashiersCheckRoutes } from './routes/cashiers-checks';
import { stopPaymentRoutes } from './routes/stop-payments';
import { externalAccountRoutes } from './routes/external-accounts';
import { payeeRoutes } from './routes/payees';
import { insightRoutes } from './routes/insights';
import { accountOpeningRoutes } from './routes/account-opening';
import { iraRoutes } from './routes/ira';
import { podBeneficiaryRoutes } from './routes/pod-beneficiaries';
import { certificateRoutes } from './routes/certificates';
import { moneyInsightRoutes } from './routes/money-insights';
import { analyticsRoutes } from './routes/analytics';
import { chatbotRoutes, chatPageRoutes } from './routes/chatbot';
import { messageRoutes } from './routes/messages';
import { devDisputeRoutes, disputeRoutes } from './routes/disputes';
import { lendingRoutes } from './routes/lending';
import { privacyRoutes } from './routes/privacy';
import { statusCenterRoutes } from './routes/status-center';
import { savingsGoalRoutes } from './routes/savings-goals';
import { studioRoutes } from './routes/studio';
import { publishedConfigRoutes } from './routes/published-config';
import { configVersion } from './plugins/config-version';
import { informationPageRoutes } from './routes/information-pages';
import { logoutSurveyRoutes, signInHelpDevRoutes, signInHelpRoutes } from './routes/sign-in-help';
import { startDueJobs } from './jobs/start-due-jobs';
import { sharedServerKeys } from './keys/server-keys';
import { metricsSupport } from './plugins/metrics';
import { operationsRoutes } from './routes/operations';
import { appManifest } from '../manifests';
import { traceLogFields } from './telemetry/tracing';
import { PREVIEW_SESSION_HEADER } from '../../engine/core/preview-session';

export interface BuildAppOptions {
  db: Kysely<Database>;
  /** false (default, tests) or a level (and a stream, for tests that read the log); logs never contain cookies or the session id. */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  config?: Partial<ServerConfig>;
  /** Where every handler, session and the executor read the time; the process clock unless a test pins one. */
  clock?: Clock;
  /** Run the scheduled-payment executor on config/app.json's interval (the server does; tests call it directly). */
  paymentExecutor?: boolean;
  /** Where texts and pushes go instead of the configured adapter (tests that need to see or slow them). */
  messageSender?: MessageSender;
  /** The OpenTelemetry request instrumentation (src/server/telemetry/tracing.ts), registered before everything else. */
  tracing?: FastifyPluginCallback;
}

/**
 * The default configuration, with the keys every process on the database must share (the partner hand-off signing
 * key, the LaunchDarkly secure-mode key) taken from the database's server_keys when the caller did not give them: two
 * apps over one database then accept each other's hand-off tokens.
 */
async function defaultsOver(db: Kysely<Database>, given: Partial<ServerConfig> | undefined): Promise<ServerConfig> {
  const defaults = defaultServerConfig();
  if (given?.partnerSso !== undefined && given.launchDarkly !== undefined) return defaults;
  const keys = await sharedServerKeys(db);
  return {
    ...defaults,
    partnerSso: { ...defaults.partnerSso, signingKey: keys.partnerSsoSigningKey },
    launchDarkly: { ...defaults.launchDarkly, secureModeKey: keys.ldSecureModeKey },
  };
}

/** Headers that may carry a session id or credentials, kept out of every log line. */
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', `req.headers["${PREVIEW_SESSION_HEADER}"]`, `headers["${PREVIEW_SESSION_HEADER}"]`, 'res.headers["set-cookie"]', 'headers.cookie', 'headers["set-cookie"]'];
/** Request fields that carry codes or passwords, should anything ever log a body. */
const REDACTED_FIELDS = ['otp', 'password', 'currentPassword', 'newPassword', 'pushToken', 'pin', 'confirmPin', 'code', 'taxIdLast4', 'birthDate', 'accountLast4', 'token'].flatMap((field) => [field, `*.${field}`, `req.body.${field}`]);

/**
 * The member API server: security plugins first (they wrap everything after them), the route-guard rule (every
 * route declares its permission guard; authorization runs before validation and the handler), then one plugin
 * per API service, the local flag service, then the web app. The caller owns `db` (migrated) and closes it after `app.close()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: ServerConfig = { ...(await defaultsOver(options.db, options.config)), ...options.config };
  const app = Fastify({
    logger: options.logger
      ? { level: options.logger.level, mixin: traceLogFields, serializers: { req: redactedRequestLog }, redact: { paths: [...REDACTED, ...REDACTED_FIELDS], censor: '[redacted]' }, ...(options.logger.stream ? { stream: options.logger.stream } : {}) }
      : false,
    // Fastify's own two lines per request would log the raw URL: one line per request, without it.
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    // The flag SDK puts a whole base64url JSON context in one path segment (GET /sdk/evalx/:envId/contexts/:context).
    routerOptions: { maxParamLength: 8192 },
  });
  app.decorate('db', options.db);
  app.decorate('serverConfig', Object.freeze(config));
  app.decorate('clock', options.clock ?? systemClock);

  if (options.tracing) await app.register(options.tracing);
  await app.register(metricsSupport);
  await app.register(securityHeaders);
  await app.register(foreignOrigin);
  await app.register(errorHandler);
  await app.register(fastifyCookie);
  await app.register(sessionSupport);
  await app.register(routeGuards);
  await app.register(controlCharacters);
  await app.register(staffAudit);
  await app.register(configVersion);
  await app.register(stepUpSupport, options.messageSender === undefined ? {} : { messageSender: options.messageSender });
  await app.register(deferredTaskSupport);
  await app.register(apiSchemas);
  await app.register(openApi);

  await app.register(operationsRoutes);
  await app.register(sessionRoutes, { prefix: '/api/session' });
  await app.register(identityProviderSignInRoutes, { prefix: '/api/sso/oidc' });
  await app.register(passkeySignInRoutes, { prefix: '/api/session' });
  await app.register(userManagerRoutes, { prefix: '/api/user-manager' });
  await app.register(arrangementManagerRoutes, { prefix: '/api/arrangement-manager' });
  await app.register(accessControlRoutes, { prefix: '/api/access-control' });
  await app.register(trustedUserRoutes, { prefix: '/api/access-control' });
  await app.register(accountDetailRoutes, { prefix: '/api/arrangement-manager' });
  await app.register(loanPayoffQuoteRoutes, { prefix: '/api/arrangement-manager' });
  await app.register(accountFactsRoutes, { prefix: '/api/arrangement-manager' });
  await app.register(accountServiceRoutes, { prefix: '/api/arrangement-manager' });
  await app.register(accountPreferenceRoutes, { prefix: '/api/arrangement-manager' });
  await app.register(transactionRoutes, { prefix: '/api/transaction-manager' });
  await app.register(transactionFileRoutes, { prefix: '/api/transaction-manager' });
  await app.register(statementRoutes, { prefix: '/api/statements' });
  await app.register(precheckRoutes, { prefix: '/api/claims-manager-service' });
  await app.register(memberDisclosureRoutes, { prefix: '/api/member-disclosures' });
  await app.register(profileManagerRoutes, { prefix: '/api/profile-manager' });
  await app.register(travelNotificationRoutes, { prefix: '/api/profile-manager' });
  await app.register(addressVerificationRoutes, { prefix: '/api/profile-manager' });
  await app.register(profileContactRoutes, { prefix: '/api/user-manager' });
  await app.register(notificationPreferenceRoutes, { prefix: '/api/profile-manager' });
  await app.register(cardControlRoutes, { prefix: '/api/cards' });
  await app.register(cardIssuanceRoutes, { prefix: '/api/cards' });
  await app.register(cardRoutes, { prefix: '/api/cards' });
  await app.register(authTfaRoutes, { prefix: '/api/auth' });
  await app.register(passkeyStepUpRoutes, { prefix: '/api/auth' });
  await app.register(securityHubRoutes, { prefix: '/api/security-hub' });
  await app.register(securityHubPasskeyRoutes, { prefix: '/api/security-hub' });
  await app.register(paymentOrderRoutes, { prefix: '/api/payment-order-service' });
  await app.register(externalAccountRoutes, { prefix: '/api/payment-order-service' });
  await app.register(payeeRoutes, { prefix: '/api/payment-order-service' });
  await app.register(cashiersCheckRoutes, { prefix: '/api/payment-order-service' });
  await app.register(stopPaymentRoutes, { prefix: '/api/payment-order-service' });
  await app.register(insightRoutes, { prefix: '/api/insights' });
  await app.register(accountOpeningRoutes, { prefix: '/api/account-opening' });
  await app.register(iraRoutes, { prefix: '/api/ira' });
  await app.register(podBeneficiaryRoutes, { prefix: '/api/pod-beneficiaries' });
  await app.register(certificateRoutes, { prefix: '/api/certificates' });
  await app.register(moneyInsightRoutes, { prefix: '/api/money-insights' });
  await app.register(messageRoutes, { prefix: '/api/messages-service' });
  await app.register(disputeRoutes, { prefix: '/api/claims-manager-service' });
  await app.register(lendingRoutes, { prefix: '/api/lending' });
  await app.register(privacyRoutes, { prefix: '/api/profile-manager' });
  await app.register(statusCenterRoutes, { prefix: '/api/user-manager' });
  await app.register(savingsGoalRoutes, { prefix: '/api/savings-goals' });
  await app.register(studioRoutes, { prefix: '/api/studio' });
  await app.register(publishedConfigRoutes, { prefix: '/api/config' });
  await app.register(informationPageRoutes, { prefix: '/api/information-pages' });
  await app.register(signInHelpRoutes, { prefix: '/api/sign-in-help' });
  await app.register(logoutSurveyRoutes, { prefix: '/api/logout-survey' });
  await app.register(documentUploadRoutes, { prefix: '/api/document-upload' });
  await app.register(productsAndMoreRoutes, { prefix: '/api/arrangement-manager' });
  await app.register(serviceDeskVisitRoutes, { prefix: '/api/service-desk' });
  await app.register(serviceDeskMemberServiceRoutes, { prefix: '/api/service-desk' });
  await app.register(staffInboxRoutes, { prefix: '/api/service-desk' });
  await app.register(serviceDeskSearchRoutes, { prefix: '/api/service-desk' });
  await app.register(staffAuditRoutes, { prefix: '/api/service-desk' });
  await app.register(loanReviewRoutes, { prefix: '/api/service-desk' });
  await app.register(securityHubStaffAccessRoutes, { prefix: '/api/security-hub' });
  if (config.demoMode) await app.register(devRoutes, { prefix: '/api/dev' });
  if (config.demoMode) await app.register(devCardNetworkRoutes, { prefix: '/api/dev' });
  if (config.demoMode) await app.register(devDisputeRoutes, { prefix: '/api/dev' });
  if (config.demoMode) await app.register(signInHelpDevRoutes, { prefix: '/api/dev' });
  await app.register(flagRoutes);
  await app.register(partnerPageRoutes);
  await app.register(partnershipRoutes, { prefix: '/api/partnership' });
  await app.register(partnershipPageRoutes);
  await app.register(chatbotRoutes, { prefix: '/api/chatbot' });
  await app.register(chatPageRoutes);
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });

  if (config.webRoot) await app.register(staticWeb, { root: config.webRoot });
  await app.register(notFound, { spa: config.webRoot !== null });
  if (options.paymentExecutor) {
    const { executorIntervalMs, executorBatchSize, jobRetryLimit, jobRetryDelaySeconds } = appManifest.paymentOrders;
    startDueJobs(app, { intervalMs: executorIntervalMs, batchSize: executorBatchSize, retryLimit: jobRetryLimit, retryDelaySeconds: jobRetryDelaySeconds });
  }
  await app.ready();
  return app;
}
