import { useState, type ReactNode } from 'react';

/** Two or more lists in tabs of a plain strip; a list stays mounted (hidden) once shown, as the portal keeps its tabs. */
export function BenchTabs({ titles, render }: { titles: readonly string[]; render: (title: string) => ReactNode }) {
  const [active, setActive] = useState(titles[0]);
  const [opened, setOpened] = useState<readonly string[]>([titles[0]]);
  const show = (title: string) => {
    setActive(title);
    setOpened((old) => (old.includes(title) ? old : [...old, title]));
  };
  return (
    <>
      <div role="tablist" className="tabs">
        {titles.map((title) => (
          <button key={title} type="button" role="tab" aria-label={title} aria-selected={title === active} onClick={() => show(title)}>
            {title}
          </button>
        ))}
      </div>
      {opened.map((title) => (
        <div key={title} role="tabpanel" aria-label={title} hidden={title !== active}>
          {render(title)}
        </div>
      ))}
    </>
  );
}
