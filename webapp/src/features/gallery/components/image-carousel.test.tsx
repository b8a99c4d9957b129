import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { image, video } from '../test/fixtures';
import { autoAdvanceMs, ImageCarousel } from './image-carousel';

const slides = [image('1.jpg'), image('2.jpg'), image('3.jpg')];

function shown() {
  return screen.getByRole('group').getAttribute('aria-label');
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('image carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('wraps at both ends with the previous and next arrows', () => {
    render(<ImageCarousel slides={slides} label="Plant" />);
    expect(shown()).toBe('Plant, image 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(shown()).toBe('Plant, image 3 of 3');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/files/gallery/3.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Plant, image 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shown()).toBe('Plant, image 3 of 3');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('advances every 3 seconds and wraps to the first image', () => {
    vi.useFakeTimers();
    render(<ImageCarousel slides={slides} label="Plant" />);

    act(() => vi.advanceTimersByTime(autoAdvanceMs - 1));
    expect(shown()).toBe('Plant, image 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Plant, image 2 of 3');
    act(() => vi.advanceTimersByTime(autoAdvanceMs));
    act(() => vi.advanceTimersByTime(autoAdvanceMs));
    expect(shown()).toBe('Plant, image 1 of 3');
  });

  it('stops when the visitor pauses it', () => {
    vi.useFakeTimers();
    render(<ImageCarousel slides={slides} label="Plant" />);

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Clicking moved focus into the carousel; leave it so only the pause holds it still.
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(autoAdvanceMs * 3));

    expect(shown()).toBe('Plant, image 1 of 3');
  });

  it('holds still while focus is inside, until the visitor presses Play', () => {
    vi.useFakeTimers();
    render(<ImageCarousel slides={slides} label="Plant" />);

    fireEvent.focus(screen.getByRole('button', { name: 'Next image' }));
    act(() => vi.advanceTimersByTime(autoAdvanceMs * 2));
    expect(shown()).toBe('Plant, image 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(autoAdvanceMs));
    expect(shown()).toBe('Plant, image 2 of 3');
  });

  it('steps with the arrow keys', () => {
    render(<ImageCarousel slides={slides} label="Plant" />);

    fireEvent.keyDown(screen.getByRole('button', { name: 'Next image' }), { key: 'ArrowLeft' });
    expect(shown()).toBe('Plant, image 3 of 3');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next image' }), { key: 'ArrowRight' });
    expect(shown()).toBe('Plant, image 1 of 3');
  });

  it('holds still when the system asks for reduced motion', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    render(<ImageCarousel slides={slides} label="Plant" />);

    act(() => vi.advanceTimersByTime(autoAdvanceMs * 3));

    expect(shown()).toBe('Plant, image 1 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('does not move or show arrows with a single image', () => {
    vi.useFakeTimers();
    render(<ImageCarousel slides={[slides[0]]} label="Plant" />);

    act(() => vi.advanceTimersByTime(autoAdvanceMs * 2));

    expect(shown()).toBe('Plant, image 1 of 1');
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });

  it('plays videos with controls', () => {
    render(<ImageCarousel slides={[video('walkthrough.mp4'), slides[0]]} label="Plant" />);

    const player = screen.getByRole('group').querySelector('video');
    expect(player).toHaveAttribute('src', '/files/gallery/walkthrough.mp4');
    expect(player).toHaveAttribute('controls');
  });

  it('says there is nothing to show', () => {
    render(<ImageCarousel slides={[]} label="Plant" />);

    expect(screen.getByText('No images to display')).toBeInTheDocument();
  });
});
