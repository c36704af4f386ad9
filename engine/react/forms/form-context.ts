/** An account a member can pick: the API's product name and masked account number ("••••1234"). */
export interface AccountOption {
  readonly id: string;
  readonly name: string;
  readonly accountNumber: string;
  /** Pickers show accounts with a group under that heading (an `<optgroup>`), in the order groups first appear. */
  readonly group?: string;
  /** The picker's text for the account (e.g. with its balance); its name and masked number when absent. */
  readonly label?: string;
  /** Shown under the picker while the account is chosen (e.g. its balance), where a narrow select cuts its label short. */
  readonly note?: string;
}

/** A bill-pay payee a member can pick; the masked account number at the payee is optional. */
export interface PayeeOption {
  readonly id: string;
  readonly name: string;
  readonly accountNumber?: string;
}

/** One choice of a `choice-picker` or `choice-checkboxes` list (a card, a country, a day): stored by its id. */
export interface ChoiceOption {
  readonly id: string;
  readonly label: string;
}

/**
 * Data a screen hands its form's widgets (rjsf `formContext`). `accounts` feeds every account picker; a picker with
 * `"ui:options": { "accountList": "<name>" }` reads `accountLists[name]` instead (e.g. eligible "from" accounts) when
 * the context has named lists at all.
 */
export interface SchemaFormContext {
  readonly accounts?: readonly AccountOption[];
  readonly accountLists?: Readonly<Record<string, readonly AccountOption[]>>;
  readonly payees?: readonly PayeeOption[];
  /** The choices of `choice-picker` and `choice-checkboxes` fields, by the `ui:options.choiceList` name they give. */
  readonly choiceLists?: Readonly<Record<string, readonly ChoiceOption[]>>;
}
