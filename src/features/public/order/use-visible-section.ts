import { useEffect, useState } from 'react';

/**
 * The section the customer is reading: the first of `ids` whose top has passed under the sticky
 * chips (IntersectionObserver; no scroll handler).
 */
export function useVisibleSection(ids: string[]): string | null {
  const [visible, setVisible] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(',');

  useEffect(() => {
    const sections = key
      .split(',')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id);
          else inView.delete(entry.target.id);
        }
        const first = sections.find((section) => inView.has(section.id));
        if (first) setVisible(first.id);
      },
      // A band below the chips: the section crossing it is the one being read.
      { rootMargin: '-80px 0px -60% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [key]);

  return visible;
}
