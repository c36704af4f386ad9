import { cardsManifest } from '../../src/manifests/card-manifest';
import { CardPicker } from './CardPicker';
import { CardsTabs } from './CardsTabs';
import { WithCards } from './CardListStates';
import { AuthorizedUsers } from './AuthorizedUsers';
import type { CardItem } from './cards-api';
import { useChosenCard } from './use-chosen-card';
import './cards.css';

const copy = cardsManifest.copy.cards.authorizedUsers;

/** The open credit cards the member holds as primary cardholder: only they may add or remove authorized users. */
const ownCreditCards = (cards: readonly CardItem[]): CardItem[] =>
  cards.filter((card) => card.type === 'CREDIT' && card.status !== 'CL' && card.additions.accountSummaryType === 'PRI');

function ForChosenCard({ cards }: { cards: readonly CardItem[] }) {
  const [card, choose] = useChosenCard(cards);
  if (card === undefined) return null;
  return (
    <>
      <CardPicker cards={cards} value={card} onChange={choose} />
      <AuthorizedUsers key={card.id} card={card} />
    </>
  );
}

/** A credit card's authorized users (S7 "add authorized user"): listed, added with config/forms/authorized-user.json, removed. */
export default function AuthorizedUsersScreen() {
  return (
    <div className="cards-page cards-page--narrow">
      <CardsTabs />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <WithCards select={ownCreditCards} empty={copy.noCards}>
        {(cards) => <ForChosenCard cards={cards} />}
      </WithCards>
    </div>
  );
}
