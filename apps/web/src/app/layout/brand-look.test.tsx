import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandMark } from '@/components/ui/brand-mark';
import { useBrandColours } from './use-brand-colours';

function Coloured({ accent, accent2 }: { accent?: string; accent2?: string }) {
  useBrandColours({ ...(accent ? { accent } : {}), ...(accent2 ? { accent2 } : {}) });
  return null;
}

describe("a brand's own look", () => {
  it('draws the accents in the colours set up for the brand, and the palette again without them', () => {
    const root = document.documentElement;
    const view = render(<Coloured accent="#ff8800" accent2="#2255ee" />);
    expect(root.style.getPropertyValue('--accent')).toBe('#ff8800');
    expect(root.style.getPropertyValue('--accent-2')).toBe('#2255ee');
    view.rerender(<Coloured accent="#00aa55" />);
    expect(root.style.getPropertyValue('--accent')).toBe('#00aa55');
    expect(root.style.getPropertyValue('--accent-2')).toBe('');
    view.unmount();
    expect(root.style.getPropertyValue('--accent')).toBe('');
  });

  it("shows the brand's logo named for the brand, and the emblem with the name without one", () => {
    const view = render(<BrandMark name="Sunrise" logoUrl="/wps/content/images/logo" />);
    expect(screen.getByRole('img', { name: 'Sunrise' })).toHaveAttribute('src', '/wps/content/images/logo');
    view.rerender(<BrandMark name="Sunrise" logoUrl={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Sunrise')).toBeInTheDocument();
  });
});
