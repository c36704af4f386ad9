import { resolveTemplate } from '../../../engine/core/template';
import { escapeHtml, partnerDocument } from './html';
import type { PartnerPagesCopy } from './page-copy';

export interface CardFraudView {
  readonly action: string;
  readonly cards: readonly { readonly id: string; readonly label: string }[];
  readonly today: string;
  /** The reference of the report just filed, to confirm it. */
  readonly reference?: string;
  readonly error?: string;
}

/** The credit-card fraud report form, with the confirmation of a report just filed. */
export function cardFraudPage(view: CardFraudView, copy: PartnerPagesCopy): string {
  const notice =
    view.reference === undefined ? '' : `<p class="notice" role="status">${escapeHtml(resolveTemplate(copy.fraudReceived, { reference: view.reference }))}</p>`;
  const error = view.error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(view.error)}</p>`;
  const form =
    view.cards.length === 0
      ? `<p>${escapeHtml(copy.noCards)}</p>`
      : `<form method="post" action="${escapeHtml(view.action)}">
<label for="arrangementId">${escapeHtml(copy.cardLabel)}</label><select id="arrangementId" name="arrangementId" required>${view.cards
          .map((card) => `<option value="${escapeHtml(card.id)}">${escapeHtml(card.label)}</option>`)
          .join('')}</select>
<label for="noticedOn">${escapeHtml(copy.dateLabel)}</label><input id="noticedOn" name="noticedOn" type="date" max="${escapeHtml(view.today)}" required>
<label for="description">${escapeHtml(copy.descriptionLabel)}</label><textarea id="description" name="description" rows="4" cols="40" required></textarea>
<div><button type="submit">${escapeHtml(copy.fraudSubmit)}</button></div>
</form>`;
  return partnerDocument(copy.fraudHeading, `<h1>${escapeHtml(copy.fraudHeading)}</h1><p>${escapeHtml(copy.fraudIntro)}</p>${notice}${error}${form}`);
}
