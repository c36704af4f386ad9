import type { RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxWidget } from '../theme/CheckboxWidget';
import { RadioWidget } from '../theme/RadioWidget';
import { SelectWidget } from '../theme/SelectWidget';
import { TextareaWidget } from '../theme/TextareaWidget';
import { AccountPickerWidget } from './AccountPickerWidget';
import { AmountCentsWidget } from './AmountCentsWidget';
import { BusinessDateWidget } from './BusinessDateWidget';
import { ChoiceCheckboxesWidget } from './ChoiceCheckboxesWidget';
import { ChoicePickerWidget } from './ChoicePickerWidget';
import { ChoiceSearchWidget } from './ChoiceSearchWidget';
import { PayeePickerWidget } from './PayeePickerWidget';
import { PhoneWidget } from './PhoneWidget';

/** The product's widgets by the name a uiSchema gives in `"ui:widget"`. */
export const productWidgets = {
  'amount-cents': AmountCentsWidget,
  'account-picker': AccountPickerWidget,
  'business-date': BusinessDateWidget,
  'choice-picker': ChoicePickerWidget,
  'choice-checkboxes': ChoiceCheckboxesWidget,
  'choice-search': ChoiceSearchWidget,
  'payee-picker': PayeePickerWidget,
  phone: PhoneWidget,
} as const satisfies RegistryWidgetsType;

/** rjsf's standard widgets, replaced with versions that wire aria-invalid and aria-describedby. */
export const accessibleStandardWidgets = {
  SelectWidget,
  TextareaWidget,
  CheckboxWidget,
  RadioWidget,
} as const satisfies RegistryWidgetsType;
