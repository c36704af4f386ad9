import { useId, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { optionId, titleId } from '@rjsf/utils';
import { resolveTemplate } from '../../../core/template';
import { useFormUi } from '../form-ui-context';
import { describedBy } from './described-by';
import { choicesFor } from './choice-list';

const selected = (value: unknown): readonly string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Lower case without accents, so "aland" finds "Åland Islands" and "cote" finds "Côte d'Ivoire". */
const folded = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

const optionText = (options: WidgetProps['options'], key: string, fallback: string): string => {
  const text = options[key];
  return typeof text === 'string' ? text : fallback;
};

/**
 * `"ui:widget": "choice-search"` on an array of strings, for a list too long to read through (the ~250 countries
 * of the ISO list): typing in the search box lists the matching choices as checkboxes, the chosen ones always stay in
 * view so they can be unchecked, and a polite status says how many match. With nothing typed only the chosen ones
 * are listed, so the page never holds hundreds of checkboxes to tab past. `"ui:options"`: `choiceList` (as for
 * choice-checkboxes), `searchLabel`, `prompt` (shown before anything is typed), `matches` ("{count} of {total}
 * match") and `noMatches` ("Nothing matches {query}."). The value is the chosen ids in the list's order; the field's
 * id is the search box's, so the error summary's link lands in it.
 */
export function ChoiceSearchWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus, options } = props;
  const choices = choicesFor(props);
  const error = useFormUi().errorFor(id);
  const chosen = selected(value);
  const [query, setQuery] = useState('');
  // Choices listed whatever is typed: the chosen ones, and one just unchecked stays (unchecked, holding focus) until
  // the member types again, so a checkbox never vanishes under the pointer or the keyboard.
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set(chosen));
  const statusId = useId();
  const listId = useId();
  const matching = useMemo(() => {
    const wanted = folded(query.trim());
    return wanted === '' ? [] : choices.filter((choice) => folded(choice.label).includes(wanted));
  }, [choices, query]);
  const visible = choices.filter((choice) => chosen.includes(choice.id) || pinned.has(choice.id) || matching.includes(choice));
  const toggle = (choiceId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choiceId);
    else next.delete(choiceId);
    return choices.map((choice) => choice.id).filter((candidate) => next.has(candidate));
  };
  const typed = query.trim() !== '';
  const status = !typed
    ? optionText(options, 'prompt', 'Type to find a choice.')
    : matching.length === 0
      ? resolveTemplate(optionText(options, 'noMatches', 'Nothing matches {query}.'), { query: query.trim() })
      : resolveTemplate(optionText(options, 'matches', '{count} of {total} match'), { count: matching.length, total: choices.length });
  return (
    <fieldset className="form-choices form-choices--search" aria-describedby={describedBy(props, error)}>
      <legend className="form-field__label" id={titleId(id)}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <label className="form-choices__search-label" htmlFor={id}>
        {optionText(options, 'searchLabel', 'Search')}
      </label>
      <input
        type="search"
        className="form-control form-choices__search"
        id={id}
        value={query}
        autoComplete="off"
        disabled={disabled || readonly}
        aria-controls={listId}
        aria-describedby={[statusId, describedBy(props, error)].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setQuery(event.target.value);
          setPinned(new Set(chosen));
        }}
        onKeyDown={(event) => {
          // Enter in the search box filters; it never submits the form half filled in.
          if (event.key === 'Enter') event.preventDefault();
        }}
        onBlur={() => onBlur(id, chosen)}
        onFocus={() => onFocus(id, chosen)}
      />
      <p className="form-choices__status" id={statusId} role="status">
        {status}
      </p>
      <div className="form-choices__list form-choices__list--scroll" id={listId} hidden={visible.length === 0}>
        {visible.map((choice) => {
          const index = choices.indexOf(choice);
          return (
            <div className="form-check" key={choice.id}>
              <input
                type="checkbox"
                className="form-check__input"
                id={optionId(id, index)}
                name={`${id}__${choice.id}`}
                checked={chosen.includes(choice.id)}
                disabled={disabled || readonly}
                onChange={(event) => {
                  setPinned((current) => new Set(current).add(choice.id));
                  onChange(toggle(choice.id, event.target.checked));
                }}
                onBlur={() => onBlur(id, chosen)}
                onFocus={() => onFocus(id, chosen)}
              />
              <label className="form-check__label" htmlFor={optionId(id, index)}>
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
