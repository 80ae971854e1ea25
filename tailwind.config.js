/** Theme tokens. Loaded from src/index.css with `@config`. */
export default {
  darkMode: 'media',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6fe',
          200: '#bfd2fe',
          300: '#93b4fd',
          400: '#6b93fb',
          500: '#3b6ef5',
          600: '#2553d8',
          700: '#1d43b0',
          800: '#1c3a8c',
          900: '#1c346f',
          950: '#141f44',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
      keyframes: {
        'progress-slide': {
          '0%': { transform: 'translateX(-100%)' },
          '100%': { transform: 'translateX(250%)' },
        },
      },
      animation: {
        'progress-slide': 'progress-slide 1.2s ease-in-out infinite',
      },
    },
  },
};
