import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resolveTemplate } from '../../engine/core';
import { pathOf } from '../../engine/core/route-ref';
import type { StaticBranch, StaticPage } from '../../engine/core/generated/manifests.gen';
import { appManifest, routesManifest } from '../../src/manifests';
import { staticPagesManifest } from '../../src/manifests/static-pages-manifest';
import { formatLongDay } from '../shared/format-day';
import { StepHeading } from '../shared/flow/StepHeading';
import { MemberServicesFacts, telHref } from '../shared/MemberServicesFacts';
import { pageText } from './static-page-text';
import './information.css';

const copy = staticPagesManifest.copy;
const pages: Readonly<Record<string, StaticPage>> = staticPagesManifest.pages;

function ContactFacts() {
  return <MemberServicesFacts className="info-facts" phoneLabel={copy.phoneLabel} routingNumberLabel={copy.routingNumberLabel} />;
}

function Branch({ branch }: { readonly branch: StaticBranch }) {
  return (
    <li className="info-branch card">
      <h3>{branch.name}</h3>
      <address>
        {branch.street}
        <br />
        {`${branch.city}, ${branch.state} ${branch.zip}`}
      </address>
      <p>
        {`${copy.branchPhone}: `}
        <a href={telHref(branch.phone)}>{branch.phone}</a>
      </p>
      <h4>{copy.branchHours}</h4>
      <dl className="info-branch__hours">
        {branch.hours.map((entry) => (
          <div key={entry.days}>
            <dt>{entry.days}</dt>
            <dd>{entry.hours}</dd>
          </div>
        ))}
      </dl>
      {branch.services.length === 0 ? null : (
        <>
          <h4>{copy.branchServices}</h4>
          <ul>
            {branch.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

function Branches() {
  const headingId = useId();
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.branchesHeading}</h2>
      <ul className="info-branches">
        {staticPagesManifest.branches.map((branch) => (
          <Branch key={branch.name} branch={branch} />
        ))}
      </ul>
    </section>
  );
}

function NotFound() {
  return (
    <div className="info-page">
      <StepHeading level={1}>{copy.notFoundTitle}</StepHeading>
      <p>{copy.notFoundBody}</p>
      <nav aria-label={copy.allPagesLabel}>
        <ul className="info-page-list">
          {Object.entries(pages).map(([slug, page]) => (
            <li key={slug}>
              <Link to={pathOf(routesManifest, 'static-page', { page: slug })}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** /static/:page (linked from the footer): a policy or information page of config/static-pages.json; unknown pages say so. */
export default function StaticPageScreen() {
  const slug = useParams().page ?? '';
  const page = Object.hasOwn(pages, slug) ? pages[slug] : undefined;
  useEffect(() => {
    document.title = `${page?.title ?? copy.notFoundTitle}${appManifest.titleSuffix}`;
  }, [page]);
  if (page === undefined) return <NotFound />;
  const sectionId = (index: number) => `${slug}-section-${index}`;
  return (
    <article className="info-page" key={slug}>
      <StepHeading level={1}>{page.title}</StepHeading>
      <p className="info-page__summary">{pageText(page.summary)}</p>
      <p className="info-page__updated">
        <time dateTime={page.updated}>{resolveTemplate(copy.lastUpdated, { date: formatLongDay(page.updated) })}</time>
      </p>
      {page.showContactFacts === true ? <ContactFacts /> : null}
      {page.sections.length > 2 ? (
        <nav className="info-toc" aria-label={copy.onThisPage}>
          <h2 className="info-toc__heading">{copy.onThisPage}</h2>
          <ul>
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.sections.map((section, index) => (
        <section key={section.heading} className="info-section" aria-labelledby={sectionId(index)}>
          <h2 id={sectionId(index)} tabIndex={-1}>
            {section.heading}
          </h2>
          {(section.paragraphs ?? []).map((paragraph) => (
            <p key={paragraph}>{pageText(paragraph)}</p>
          ))}
          {section.items === undefined ? null : (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{pageText(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {page.showBranches === true ? <Branches /> : null}
    </article>
  );
}
