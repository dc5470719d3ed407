/** A radio list of sites, each by its name with its corporation under it (the admin's login, a correction's day). */
import type { ReactNode } from 'react';

export interface SiteOption {
  key: string;
  siteName: string;
  corporationName: string;
}

interface SiteChoiceListProps {
  legend: ReactNode;
  name: string;
  sites: readonly SiteOption[];
  chosen: string | undefined;
  onChoose: (key: string) => void;
  /** The id of the message under the list, while there is one. */
  describedBy?: string | undefined;
}

export function SiteChoiceList({ legend, name, sites, chosen, onChoose, describedBy }: SiteChoiceListProps) {
  return (
    <fieldset className="choice-list" aria-describedby={describedBy}>
      <legend className="choice-list__legend">{legend}</legend>
      {sites.map((site) => (
        <label key={site.key} className="choice-list__item">
          <input type="radio" name={name} value={site.key} checked={chosen === site.key} onChange={() => onChoose(site.key)} />
          <span>
            <span className="choice-list__primary">{site.siteName}</span>
            <span className="choice-list__secondary">{site.corporationName}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
