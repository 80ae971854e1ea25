/** Theme tokens. Loaded from src/index.css with `@config`. */
export default {
  darkMode: 'media',
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6fe',
          500: '#3b6ef5',
          600: '#2553d8',
          700: '#1d43b0',
          800: '#1c3a8c',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
      },
    },
  },
};
