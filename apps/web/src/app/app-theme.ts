import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Primary violet: shade 6 is the brand colour #6D5AE6, shade 7 its hover #5B48D6 (DESIGN.md). */
const brand: MantineColorsTuple = ['#F1EFFD', '#E2DEFB', '#C4BCF6', '#A699F1', '#8F7FEC', '#7E6CE9', '#6D5AE6', '#5B48D6', '#4A39B8', '#3B2D94'];
/** Accent coral #FF6B57 at shade 6, for highlights and 'New' tags. */
const coral: MantineColorsTuple = ['#FFF1EF', '#FFE0DB', '#FFC2B8', '#FFA394', '#FF8B78', '#FF7A66', '#FF6B57', '#E85844', '#C44634', '#9E3627'];
/** Danger #DC2626 at shade 6: the error toasts. */
const red: MantineColorsTuple = ['#FEF2F2', '#FEE2E2', '#FECACA', '#FCA5A5', '#F87171', '#EF4444', '#DC2626', '#B91C1C', '#991B1B', '#7F1D1D'];
/** Success #16A34A at shade 6. */
const green: MantineColorsTuple = ['#F0FDF4', '#DCFCE7', '#BBF7D0', '#86EFAC', '#4ADE80', '#22C55E', '#16A34A', '#15803D', '#166534', '#14532D'];
/** Warning #D97706 at shade 6. */
const orange: MantineColorsTuple = ['#FFFBEB', '#FEF3C7', '#FDE68A', '#FCD34D', '#FBBF24', '#F59E0B', '#D97706', '#B45309', '#92400E', '#78350F'];
/** Neutrals: borders #E5E7EB (2), muted text #6B7280 (5), ink #111827 (9). */
const gray: MantineColorsTuple = ['#F9FAFB', '#F3F4F6', '#E5E7EB', '#D1D5DB', '#9CA3AF', '#6B7280', '#4B5563', '#374151', '#1F2937', '#111827'];

/** Inter for Latin, self-hosted Noto Sans SC for Chinese (both from npm packages). */
const fontFamily = 'Inter, "Noto Sans SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", system-ui, -apple-system, "Segoe UI", sans-serif';

/** DESIGN.md's soft card shadow; `xs` is its first layer alone, `lg` a lifted variant for overlays. */
const softShadow = '0 1px 2px rgba(17, 24, 39, 0.06), 0 8px 24px rgba(17, 24, 39, 0.06)';
const liftedShadow = '0 2px 4px rgba(17, 24, 39, 0.08), 0 16px 40px rgba(17, 24, 39, 0.12)';

export const appTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, coral, red, green, orange, gray },
  black: '#111827',
  white: '#FFFFFF',
  fontFamily,
  headings: {
    fontFamily,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '48px', lineHeight: '1.15' },
      h2: { fontSize: '32px', lineHeight: '1.2' },
      h3: { fontSize: '24px', lineHeight: '1.3' },
      h4: { fontSize: '20px', lineHeight: '1.35' },
      h5: { fontSize: '16px', lineHeight: '1.4' },
      h6: { fontSize: '14px', lineHeight: '1.4' },
    },
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px' },
  spacing: { xs: '8px', sm: '12px', md: '16px', lg: '24px', xl: '32px' },
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px' },
  defaultRadius: 'md',
  shadows: { xs: '0 1px 2px rgba(17, 24, 39, 0.06)', sm: softShadow, md: softShadow, lg: liftedShadow, xl: liftedShadow },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { radius: 'lg', shadow: 'sm', withBorder: true, padding: 'lg' } },
    // Dialogs are cards (DESIGN.md: cards #FFFFFF); Mantine paints them with the page colour otherwise.
    Modal: {
      defaultProps: { radius: 'lg' },
      styles: { content: { backgroundColor: '#FFFFFF' }, header: { backgroundColor: '#FFFFFF' } },
    },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});

/** Page, text and border colours that Mantine derives from its palette by default. */
export const appCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#F7F7FB',
    '--mantine-color-text': '#111827',
    '--mantine-color-dimmed': '#6B7280',
    '--mantine-color-default-border': '#E5E7EB',
  },
  dark: {},
});
