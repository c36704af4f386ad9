import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { UploadPortal } from '../../engine/core/generated/manifests.gen';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import { FrameWrapper } from '../../engine/react';
import { copyManifest, errorsManifest, routesManifest, ssoManifest } from '../../src/manifests';
import { uploadPortalsManifest } from '../../src/manifests/uploads-manifest';
import { requestHandOff } from './uploads-api';
import './upload-documents.css';

const copy = uploadPortalsManifest.copy;
const UPLOAD_DOCUMENTS = pathOf(routesManifest, 'upload-documents');
const frameCopy = { ...copyManifest.screens['embedded-frame'], linkExpected: errorsManifest.errors.IFRAME_LINK_EXPECTED?.message ?? '' };
const allPortals: readonly UploadPortal[] = [...uploadPortalsManifest.consumer, ...uploadPortalsManifest.business];

/** The hand-off path of a target (config/sso.json), its {portal} filled; undefined when a placeholder stays open. */
function handOffPath(ssoKey: string, portal: string | undefined): string | undefined {
  const target = ssoManifest.targets[ssoKey];
  if (target === undefined) return undefined;
  const path = target.path.replace('{portal}', portal === undefined ? '{portal}' : encodeURIComponent(portal));
  return /\{\w+\}/.test(path) ? undefined : path;
}

export interface HandOffScreenProps {
  /** The sso.json target: docup (a new window) or cgisse (embedded). */
  readonly ssoKey: 'docup' | 'cgisse';
  readonly title: string;
  readonly intro: string;
}

function BackLink() {
  return (
    <p>
      <Link to={UPLOAD_DOCUMENTS}>{copy.linkBack}</Link>
    </p>
  );
}

/** A target that opens in a new window (docup): the window is opened at the click, so no pop-up blocker stops it. */
function PopupHandOff({ path, title, intro }: { readonly path: string; readonly title: string; readonly intro: string }) {
  const [state, setState] = useState<'idle' | 'opening' | 'opened' | 'failed'>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const open = async () => {
    setState('opening');
    const popup = window.open('', '_blank');
    if (popup !== null) popup.opener = null;
    try {
      const answer = await requestHandOff(path);
      if ((answer.validationError ?? '') !== '' || answer.ssoPostUrl === '') throw new Error(answer.validationError);
      if (popup === null) window.open(answer.ssoPostUrl, '_blank', 'noopener');
      else popup.location.href = answer.ssoPostUrl;
      setState('opened');
    } catch {
      popup?.close();
      setState('failed');
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  };
  return (
    <div className="hand-off">
      <h1>{title}</h1>
      <p>{intro}</p>
      <button type="button" className="button" disabled={state === 'opening'} onClick={() => void open()}>
        {state === 'opening' ? copy.linkOpening : copy.linkOpen}
      </button>
      {state === 'opened' ? (
        <p ref={statusRef} role="status" tabIndex={-1} data-testid="hand-off-status">
          {copy.linkOpened}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p ref={statusRef} role="alert" tabIndex={-1} className="field__error" data-testid="hand-off-error">
          {copy.linkError}
        </p>
      ) : null}
      <BackLink />
    </div>
  );
}

/** A target that opens embedded (cgisse): the hand-off is asked for on arrival and shown in the app's frame. */
function FrameHandOff({ path, title, intro }: { readonly path: string; readonly title: string; readonly intro: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const answer = useQuery({ queryKey: ['hand-off', path], queryFn: () => requestHandOff(path), staleTime: 0, gcTime: 0, retry: false });
  const refused = answer.isSuccess && ((answer.data.validationError ?? '') !== '' || answer.data.ssoPostUrl === '');
  if (answer.isPending) {
    return (
      <div className="hand-off">
        <h1>{title}</h1>
        <p role="status">{copy.linkOpening}</p>
      </div>
    );
  }
  if (answer.isError || refused) {
    return (
      <div className="hand-off">
        <h1>{title}</h1>
        <p role="alert" className="field__error" data-testid="hand-off-error">
          {refused ? answer.data?.validationError || copy.linkError : copy.linkError}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void answer.refetch()}>
          {copy.retry}
        </button>
        <BackLink />
      </div>
    );
  }
  return (
    <div className="hand-off hand-off--frame">
      <p className="hand-off__intro">{intro}</p>
      <FrameWrapper src={answer.data.ssoPostUrl} title={title} copy={{ ...frameCopy, untitledFrame: copy.linkFrameTitle }} onBack={() => void (key === 'default' ? navigate(UPLOAD_DOCUMENTS) : navigate(-1))} />
    </div>
  );
}

/**
 * The hand-off screens of the document portals (single sign-on): /docup/link?portal= hands the member to
 * the document portal for that portal code (a new window), /cgiportal/link to the business services portal (embedded,
 * /cgisse/v2). An unknown portal code, a refusal or a failure is shown here with a way back.
 */
export function HandOffScreen({ ssoKey, title, intro }: HandOffScreenProps) {
  const [search] = useSearchParams();
  const code = search.get('portal') ?? undefined;
  const portal = code === undefined ? undefined : allPortals.find((candidate) => candidate.portal === code && candidate.handOff?.sso === ssoKey);
  const needsPortal = ssoManifest.targets[ssoKey]?.path.includes('{portal}') ?? false;
  const path = handOffPath(ssoKey, portal?.portal);
  if ((needsPortal && portal === undefined) || path === undefined) {
    return (
      <div className="hand-off">
        <h1>{title}</h1>
        <p role="alert" className="field__error" data-testid="hand-off-error">
          {copy.linkUnknownPortal}
        </p>
        <BackLink />
      </div>
    );
  }
  const filledIntro = resolveTemplate(intro, { portal: portal?.label ?? title });
  return ssoManifest.targets[ssoKey]?.opens === 'frame' ? <FrameHandOff path={path} title={title} intro={filledIntro} /> : <PopupHandOff path={path} title={title} intro={filledIntro} />;
}
