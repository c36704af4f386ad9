import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { descriptionId } from '@rjsf/utils';

/** The root object renders its fields bare; a nested object is a fieldset named by its title. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, registry } = props;
  const fields = properties.map((property) => property.content);
  if (fieldPathId.$id === registry.globalFormOptions.idPrefix) return <>{fields}</>;
  const id = fieldPathId.$id;
  return (
    <fieldset className="form-group" id={id} aria-describedby={description ? descriptionId(id) : undefined}>
      {title && <legend className="form-group__legend">{title}</legend>}
      {description && (
        <p className="form-group__description" id={descriptionId(id)}>
          {description}
        </p>
      )}
      {fields}
    </fieldset>
  );
}
