import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

interface TitledSectionProps {
  /** The heading's id, which names the section for assistive tech. */
  titleId: string;
  title: ReactNode;
  testId: string;
  /** The box: border, background, padding. */
  className: string;
  titleClassName: string;
  /** Heading level: a block of a page (2) or of a panel (3). */
  level?: 2 | 3;
  icon?: IconName;
  iconClassName?: string;
  children: ReactNode;
}

/** A block of the page named by its heading, with an optional icon before the heading's text. */
export function TitledSection(props: TitledSectionProps) {
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <section data-testid={props.testId} aria-labelledby={props.titleId} className={props.className}>
      <Heading id={props.titleId} className={props.titleClassName}>
        {props.icon ? <Icon name={props.icon} className={props.iconClassName} /> : null}
        {props.title}
      </Heading>
      {props.children}
    </section>
  );
}
