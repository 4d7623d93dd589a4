import type { ReactNode } from 'react';

/** The visible head of a list page: its title (the page's h1) and a line of description. */
export function PageHead({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <header className="gd-page-head">
      <h1 className="gd-page-head__title">{title}</h1>
      {description ? <p className="gd-page-head__desc">{description}</p> : null}
      {children}
    </header>
  );
}
