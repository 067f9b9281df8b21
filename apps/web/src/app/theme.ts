import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep, calm blue: shade 7 on white passes WCAG AA for text and for white-on-blue buttons.
const navy: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f4',
  '#a6bfe8',
  '#769cdc',
  '#4f7fd2',
  '#3569c5',
  '#2558ad',
  '#1a4a94',
  '#123d7a',
  '#0b2f61',
];

// No web font download (closed network, faster first paint): the platform's UI font.
const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif";

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 4 },
  colors: { navy },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Mantine's own transitions calm down for people who ask for less motion.
  respectReducedMotion: true,
  components: {
    // A closed list is not in the page: kept mounted (Mantine's default), each one measured its position with the
    // page's first commit, a forced style recalculation on a phone (issue 35). Its field names it only while open.
    Combobox: { defaultProps: { keepMounted: false } },
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
  },
});
