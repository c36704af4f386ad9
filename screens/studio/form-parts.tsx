import { getDefaultRegistry } from '@rjsf/core';
import { TranslatableString, type IconButtonProps, type RegistryWidgetsType, type TemplatesType, type WidgetProps } from '@rjsf/utils';
import { text } from './copy';

const defaultSelect = getDefaultRegistry().widgets.SelectWidget;
if (defaultSelect === undefined) throw new Error("rjsf's default registry has no SelectWidget");
const SelectWidget = defaultSelect;
/** The select rjsf adds to choose which of a value's schemas (anyOf, oneOf) applies: the only select without a label. */
const CHOOSES_A_SCHEMA = /__(any|one)of_select$/;

/** rjsf's select, with a visible label on the one that chooses a schema ("Form of visibleWhen"). */
function StudioSelectWidget(props: WidgetProps) {
  if (!CHOOSES_A_SCHEMA.test(props.name)) return <SelectWidget {...props} />;
  return (
    <div className="studio__schema-choice">
      <label htmlFor={props.id}>{text('schemaChoice', { name: props.label })}</label>
      <SelectWidget {...props} />
    </div>
  );
}

/**
 * A button of the array and map controls that says what it does in words, at a size a finger or a pointer can hit,
 * in place of rjsf's icon buttons (whose icons need a stylesheet this product does not load).
 */
function wordButton(kind: TranslatableString) {
  return function WordButton({ id, className, onClick, disabled, registry, style }: IconButtonProps) {
    return (
      <button id={id} type="button" className={`button button--secondary studio__form-button ${className ?? ''}`} style={style} onClick={onClick} disabled={disabled}>
        {registry.translateString(kind)}
      </button>
    );
  };
}

/** The widgets and button templates the studio's form uses in place of rjsf's defaults. */
export const studioWidgets: RegistryWidgetsType = { SelectWidget: StudioSelectWidget };
export const studioTemplates: Partial<TemplatesType> = {
  ButtonTemplates: {
    AddButton: wordButton(TranslatableString.AddButton),
    CopyButton: wordButton(TranslatableString.CopyButton),
    MoveDownButton: wordButton(TranslatableString.MoveDownButton),
    MoveUpButton: wordButton(TranslatableString.MoveUpButton),
    RemoveButton: wordButton(TranslatableString.RemoveButton),
    ClearButton: wordButton(TranslatableString.ClearButton),
    SubmitButton: getDefaultRegistry().templates.ButtonTemplates.SubmitButton,
  },
};
