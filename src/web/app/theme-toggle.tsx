import { PixelSprite } from '../ui/pixel-sprite.tsx';
import { moonIcon, sunIcon } from '../ui/sprites.ts';
import { useTheme } from './theme.ts';

export function ThemeToggle() {
  const [theme, toggle] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label="Toggle dark theme"
      aria-pressed={dark}
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={toggle}
    >
      <PixelSprite sprite={dark ? sunIcon : moonIcon} scale={2} />
    </button>
  );
}
