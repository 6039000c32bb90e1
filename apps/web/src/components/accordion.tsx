import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  body: ReactNode;
}

export interface AccordionSection {
  /** A heading above the section's items; a single list needs none. */
  heading?: string;
  items: AccordionItem[];
}

interface AccordionProps {
  /** The group name of the <details>: the browser keeps one item of it open. */
  name: string;
  sections: AccordionSection[];
}

/**
 * Items with a header and a body, one open at a time across every section; tapping the open one
 * closes it. Native <details name> does it in the browser; the open item is also held here, so the
 * rule holds wherever `name` is not supported.
 */
export function Accordion({ name, sections }: AccordionProps) {
  const [open, setOpen] = useState<string | null>(null);

  function toggled(id: string, event: SyntheticEvent<HTMLDetailsElement>) {
    const isOpen = event.currentTarget.open;
    setOpen((current) => (isOpen ? id : current === id ? null : current));
  }

  return sections.map(({ heading, items }, index) => (
    <section key={heading ?? index} className={styles.accordion}>
      {heading && <h2>{heading}</h2>}
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          className={styles.item}
          open={open === item.id}
          onToggle={(event) => toggled(item.id, event)}
        >
          <summary className={styles.summary}>
            <span className={styles.name}>{item.title}</span>
            <ChevronDown className={styles.chevron} size={22} aria-hidden="true" />
          </summary>
          <div className={styles.body}>{item.body}</div>
        </details>
      ))}
    </section>
  ));
}
