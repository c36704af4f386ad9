/** The payment order service's client API: payees, payment orders, external accounts and cashier's checks live under it. */
export const PAYMENT_ORDER_SERVICE = '/api/payment-order-service/client-api/v2';
