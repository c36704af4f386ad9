import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { resolveTemplate, type DeepReadonly } from '../../../engine/core';
import type { AlertExplanation as Explanation } from '../../../engine/core/generated/manifests.gen';
import { alertsManifest, appManifest, copyManifest } from '../../../src/manifests';
import { contactUsPath } from '../contact-us';
import './alert-explanation.css';

const labels = alertsManifest.explanationLabels;

/** The explanation alerts.json gives an alert type, or undefined when it has none. */
export function explanationOf(alertType: string | null | undefined): DeepReadonly<Explanation> | undefined {
  if (alertType === null || alertType === undefined || !Object.hasOwn(alertsManifest.types, alertType)) return undefined;
  return alertsManifest.types[alertType]?.explanation;
}

export interface AlertExplanationProps {
  readonly explanation: DeepReadonly<Explanation>;
  /** The sentence under the heading: the explanation's own, or the alert modal's sentence on a blocked page. */
  readonly sentence?: string;
  /** The heading level: 2 on a page that has its own h1, 1 when the explanation is the page. */
  readonly level?: 1 | 2;
  /** What the page knows about the restriction, under the sentence (the summary's past-due accounts). */
  readonly children?: ReactNode;
}

function Lists({ explanation, level }: { explanation: DeepReadonly<Explanation>; level: 2 | 3 }) {
  const Sub = level === 2 ? 'h2' : 'h3';
  return (
    <div className="alert-explanation__lists">
      <div>
        <Sub className="alert-explanation__subheading">{labels.affected}</Sub>
        <ul className="alert-explanation__list" data-affected="">
          {explanation.affected.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <Sub className="alert-explanation__subheading">{labels.available}</Sub>
        <ul className="alert-explanation__list" data-available="">
          {explanation.available.map((item) => {
            const text = resolveTemplate(item.text, { phone: appManifest.memberServicesPhone });
            return <li key={item.text}>{item.to === undefined ? text : <Link to={item.to}>{text}</Link>}</li>;
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * What a restricted member is told (copy in alerts.json): the restriction, what it affects, what they
 * can still do (linked where it has a page) and, where the alert has one (alerts.json contactUs), the Contact Us link.
 */
export function AlertExplanation({ explanation, sentence, level = 2, children }: AlertExplanationProps) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="alert-explanation card" aria-labelledby={headingId} data-alert-explanation="">
      <Heading id={headingId} className="alert-explanation__heading">
        {explanation.heading}
      </Heading>
      <p className="alert-explanation__summary">{sentence ?? explanation.summary}</p>
      {children}
      <Lists explanation={explanation} level={level === 1 ? 2 : 3} />
      {explanation.contactUs ? (
        <p className="alert-explanation__contact">
          {labels.contactPrompt} <Link to={contactUsPath}>{copyManifest.common.contactUs}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The explanation's lists alone, under an alert dialog's own title, body and Contact Us (an alert no page loads under). */
export function AlertExplanationLists({ explanation }: { explanation: DeepReadonly<Explanation> }) {
  return (
    <div className="alert-explanation alert-explanation--dialog" data-alert-explanation="">
      <p className="alert-explanation__summary">{explanation.summary}</p>
      <Lists explanation={explanation} level={3} />
    </div>
  );
}
