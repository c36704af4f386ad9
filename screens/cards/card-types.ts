// The card payloads, generated from schemas/api (gen:types). The request bodies that are config/forms data (PIN,
// order, authorized user) are validated against their form by the server and typed here from the form's fields.
import type {
  CardActivationRequest,
  CardAuthorizedUserList,
  CardItem,
  CardList,
  CardLockRequest,
  CardMaintenance,
  CardOrderableList,
  CardOrderReceipt,
  CardPinReceipt,
  CardReplacementRequest,
  ChildCard,
} from '../../engine/core/generated/api.gen';

export type {
  CardActivationRequest,
  CardAuthorizedUserList,
  CardItem,
  CardList,
  CardLockRequest,
  CardMaintenance,
  CardOrderableList,
  CardOrderReceipt,
  CardPinReceipt,
  CardReplacementRequest,
  ChildCard,
};

/** config/forms/pin-change.json data. */
export interface CardPinRequest {
  readonly pin: string;
  readonly confirmPin: string;
}

/** config/forms/card-order.json data (POST /cards/maintenance). */
export interface CardOrderRequest {
  readonly cardType: 'DEBIT' | 'CREDIT';
  readonly accountId: string;
  readonly reason: 'NEW';
  readonly expedite: boolean;
}

/** config/forms/authorized-user.json data. */
export interface AuthorizedUserRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly relationship: string;
}
