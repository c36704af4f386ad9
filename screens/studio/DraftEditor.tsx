import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { StudioDraftCheck, StudioDraftWrite, StudioManifests } from '../../engine/core/generated/api.gen';
import { jsonEqual } from '../../engine/core/json-diff';
import { pointerAppend } from '../../engine/core/text-pointers';
import { messageOf } from '../shared/flow/flow-errors';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { CheckReport } from './CheckReport';
import { text } from './copy';
import { studioTemplates, studioWidgets } from './form-parts';
import { manifestParts, partSchema, valueAt, withValueAt } from './manifest-parts';
import { EDITABLE_MANIFESTS, WORDS_ONLY_MANIFESTS_WITH_FORM } from './manifest-schemas';
import { wordsOnlyUiSchema } from './words-only-ui';
import { checkManifests, createDraft } from './studio-api';
import { serverCheckedValidator } from './server-checked-validator';

// The manifests' schemas are draft 2020-12; the form validates with the same dialect the server checks with.
const copyOf = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * Edit one manifest (chosen from those the studio offers, starting from the version in force) through a form generated
 * from its JSON Schema, or as raw JSON; check it on the server (the same checks as `npm run validate`, with the diff
 * against the version in force) and submit it as a draft for an approver.
 */
export function DraftEditor({ inForce, wordsOnly }: { inForce: StudioManifests['manifests']; wordsOnly: StudioManifests['wordsOnly'] }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The manifests with their schemas (those whose words alone may change among them), then the other files the server
  // offers, edited as raw JSON: the forms (words only, each holding a JSON Schema of its own) and the language overlays
  // (text only, checked against their manifest, not by a schema).
  const editable = [...EDITABLE_MANIFESTS, ...WORDS_ONLY_MANIFESTS_WITH_FORM];
  const withSchema = editable.map((entry) => entry.name);
  const names = [...withSchema, ...Object.keys(inForce).filter((name) => !withSchema.includes(name))];
  const [manifestName, setManifestName] = useState(names[0]!);
  const schema = editable.find((entry) => entry.name === manifestName)?.schema;
  const [documents, setDocuments] = useState<Record<string, unknown>>(() => Object.fromEntries(names.map((name) => [name, copyOf(inForce[name])])));
  // The raw JSON view first: it shows the whole file, and every file has it (a language overlay has no form).
  const [view, setView] = useState<'form' | 'raw'>('raw');
  // The form view edits one part of the manifest at a time (a menu, a modal, a section), by its path of keys; it
  // opens on the first part, as a large manifest's whole form is thousands of fields.
  const [partKey, setPartKey] = useState<string | null>(null);
  const rawText = (name: string, from: Record<string, unknown>) => JSON.stringify(from[name], null, 2);
  const [raw, setRaw] = useState(() => rawText(manifestName, documents));
  const [rawProblem, setRawProblem] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [check, setCheck] = useState<StudioDraftCheck | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const problems = useRef<HTMLHeadingElement>(null);

  const document = documents[manifestName];
  const changed = (): StudioDraftWrite['manifests'] =>
    // Key order is no change: the form view writes a manifest back in its schema's order.
    Object.fromEntries(names.filter((name) => !jsonEqual(documents[name], inForce[name])).map((name) => [name, documents[name] as Record<string, unknown>]));
  const setDocument = (next: unknown) => setDocuments((current) => ({ ...current, [manifestName]: next }));
  const parts = manifestParts(document, text('wholeManifest'));
  const part = (partKey === null ? parts[1] : parts.find((entry) => entry.path.join('/') === partKey)) ?? parts[0]!;
  const formSchema = schema === undefined ? undefined : partSchema(schema, part.path);
  const words = wordsOnly[manifestName];
  const partUi = words === undefined ? {} : wordsOnlyUiSchema(words, part.path.reduce<string>(pointerAppend, ''), valueAt(document, part.path));

  const showView = (next: 'form' | 'raw') => {
    if (next === 'raw') setRaw(JSON.stringify(document, null, 2));
    setRawProblem(null);
    setView(next);
  };
  const applyRaw = (value: string) => {
    setRaw(value);
    try {
      setDocument(JSON.parse(value) as unknown);
      setRawProblem(null);
    } catch (error) {
      setRawProblem(text('rawInvalid', { problem: (error as Error).message }));
    }
  };
  const report = (next: StudioDraftCheck) => {
    setCheck(next);
    if (next.issues.length > 0) requestAnimationFrame(() => problems.current?.focus());
  };
  const announce = (message: string, error = false) => setStatus({ text: message, error });
  const runCheck = async () => {
    try {
      report(await checkManifests({ title: title || text('editHeading'), manifests: changed() }));
    } catch (error) {
      announce(text('failed', { message: messageOf(error) }), true);
    }
  };
  const submit = async () => {
    try {
      const manifests = changed();
      const found = await checkManifests({ title, manifests });
      report(found);
      if (found.issues.length > 0) return;
      const draft = await createDraft({ title, manifests });
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
      announce(text('submitted', { title: draft.title }));
    } catch (error) {
      announce(text('failed', { message: messageOf(error) }), true);
    }
  };

  return (
    <section className="studio__editor card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text('editHeading')}</h2>
      <div className="studio__field">
        <label htmlFor={`${id}-title`}>{text('titleLabel')}</label>
        <input id={`${id}-title`} type="text" value={title} required maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="studio__field">
        <label htmlFor={`${id}-manifest`}>{text('manifestLabel')}</label>
        <select
          id={`${id}-manifest`}
          value={manifestName}
          onChange={(event) => {
            // Each manifest keeps its own edits; the raw view shows the one chosen, as it stands in the draft.
            setManifestName(event.target.value);
            setRaw(rawText(event.target.value, documents));
            setRawProblem(null);
            setView('raw');
            setPartKey(null);
          }}
        >
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="studio__views">
        <legend>{text('viewLabel')}</legend>
        <label>
          <input type="radio" name={`${id}-view`} checked={view === 'form'} disabled={schema === undefined} onChange={() => showView('form')} /> {text('formView')}
        </label>
        <label>
          <input type="radio" name={`${id}-view`} checked={view === 'raw'} onChange={() => showView('raw')} /> {text('rawView')}
        </label>
      </fieldset>
      {view === 'form' && schema !== undefined ? (
        <div className="studio__field">
          <label htmlFor={`${id}-part`}>{text('partLabel')}</label>
          <select id={`${id}-part`} value={part.path.join('/')} onChange={(event) => setPartKey(event.target.value)}>
            {parts.map((entry) => (
              <option key={entry.path.join('/')} value={entry.path.join('/')}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {view === 'form' && formSchema ? (
        <Form
          key={`${manifestName}/${part.path.join('/')}`}
          schema={formSchema as RJSFSchema}
          validator={serverCheckedValidator}
          formData={valueAt(document, part.path)}
          idPrefix={`${id}-form`}
          noHtml5Validate
          onChange={(event) => setDocuments((current) => ({ ...current, [manifestName]: withValueAt(current[manifestName], part.path, event.formData) }))}
          uiSchema={{ ...partUi, 'ui:submitButtonOptions': { norender: true }, $schema: { 'ui:widget': 'hidden' } }}
          widgets={studioWidgets}
          templates={studioTemplates}
        />
      ) : (
        <div className="studio__field">
          <label htmlFor={`${id}-raw`}>{text('rawLabel')}</label>
          <textarea id={`${id}-raw`} className="studio__raw" value={raw} rows={20} spellCheck={false} aria-invalid={rawProblem !== null} aria-describedby={rawProblem ? `${id}-raw-problem` : undefined} onChange={(event) => applyRaw(event.target.value)} />
          {rawProblem ? (
            <p id={`${id}-raw-problem`} className="studio__problem" role="alert">
              {rawProblem}
            </p>
          ) : null}
        </div>
      )}
      <div className="studio__actions">
        <button type="button" className="button button--secondary" onClick={() => void runCheck()}>
          {text('check')}
        </button>
        <button type="button" className="button" disabled={title.trim() === '' || rawProblem !== null} onClick={() => void submit()}>
          {text('submit')}
        </button>
      </div>
      <StatusMessage status={status} />
      {check ? <CheckReport ref={problems} check={check} idPrefix={`${id}-check`} /> : null}
    </section>
  );
}
