import { useId, useMemo, useState } from 'react';
import type { StudioDraft } from '../../engine/core/generated/api.gen';
import type { MenusManifest } from '../../engine/core/generated/manifests.gen';
import { menusManifest, routesManifest } from '../../src/manifests';
import { messageOf } from '../shared/flow/flow-errors';
import { StatusMessage, type Status } from '../shared/flow/StatusMessage';
import { previewMembers, previewPageMenus, previewText, text } from './copy';
import { FIRST_PAGE_PATH, previewAddress, previewPages } from './preview-pages';
import { startPreview } from './studio-api';

/** The widths a preview is shown at: the smallest phone the product supports, and a desktop. */
const WIDTHS = { phone: 375, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

/** A labelled choice of one of `options`. */
function Choice({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <div className="studio__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A draft in the real member app, as one of the studio's preview members, beside its review: the server starts a
 * read-only session of that member showing the draft's manifests, and the member app runs in a frame at phone or
 * desktop width. Nothing the preview does is saved or sent, and nobody else sees the draft.
 */
export function DraftPreview({ draft }: { draft: StudioDraft }) {
  const id = useId();
  const [member, setMember] = useState(previewMembers[0]!.username);
  // The pages as the draft's menus name them (the version in force's when the draft leaves the menus alone).
  const pages = useMemo(
    () => previewPages((draft.manifests['menus.json'] as MenusManifest | undefined) ?? menusManifest, routesManifest, previewPageMenus, previewText('firstPage')),
    [draft],
  );
  const [path, setPath] = useState(FIRST_PAGE_PATH);
  const [width, setWidth] = useState<Width>('phone');
  const [shown, setShown] = useState<{ url: string; label: string } | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const label = (username: string) => previewMembers.find((entry) => entry.username === username)?.label ?? username;

  const show = async () => {
    try {
      const preview = await startPreview(draft.id, member);
      setShown({ url: previewAddress(preview.url, path), label: label(member) });
      setStatus(null);
    } catch (error) {
      setStatus({ text: text('failed', { message: messageOf(error) }), error: true });
    }
  };

  return (
    <section className="studio__preview" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{previewText('heading')}</h3>
      <p>{previewText('intro')}</p>
      <Choice id={`${id}-member`} label={previewText('memberLabel')} value={member} onChange={setMember} options={previewMembers.map((entry) => ({ value: entry.username, label: entry.label }))} />
      <Choice id={`${id}-page`} label={previewText('pageLabel')} value={path} onChange={setPath} options={pages.map((page) => ({ value: page.path, label: page.label }))} />
      <fieldset className="studio__views">
        <legend>{previewText('widthLabel')}</legend>
        {(Object.keys(WIDTHS) as Width[]).map((key) => (
          <label key={key}>
            <input type="radio" name={`${id}-width`} checked={width === key} onChange={() => setWidth(key)} /> {previewText(key === 'phone' ? 'phoneWidth' : 'desktopWidth')}
          </label>
        ))}
      </fieldset>
      <div className="studio__actions">
        <button type="button" className="button button--secondary" onClick={() => void show()}>
          {previewText('show')}
        </button>
      </div>
      <StatusMessage status={status} />
      {shown ? (
        // The box scrolls when the frame is wider than the page: it takes focus, so a keyboard can scroll it too.
        <div className="studio__preview-frame" role="region" aria-label={previewText('frameTitle', { title: draft.title, member: shown.label })} tabIndex={0}>
          {/* A new session each time it is shown: the frame always starts from the draft as saved now. */}
          <iframe key={shown.url} src={shown.url} title={previewText('frameTitle', { title: draft.title, member: shown.label })} style={{ width: `${WIDTHS[width]}px` }} />
        </div>
      ) : null}
    </section>
  );
}
