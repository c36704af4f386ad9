import type { ReactNode } from 'react';
import { CardsTabs } from './CardsTabs';
import './card-services.css';

export interface CardServicesPageProps {
  readonly heading: string;
  readonly intro: string;
  readonly children: ReactNode;
}

/** The frame of every card-services page: the Cards tabs, the page heading and its introduction, then the page. */
export function CardServicesPage({ heading, intro, children }: CardServicesPageProps) {
  return (
    <div className="card-services">
      <CardsTabs />
      <h1>{heading}</h1>
      <p>{intro}</p>
      {children}
    </div>
  );
}
