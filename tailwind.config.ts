import type { Config } from "tailwindcss";

export default {
  // server/zr: the ZR-Simulator renders with the portal's classes too.
  content: ["./app/**/*.{ts,tsx}", "./server/zr/**/*.{ts,tsx}"],
  theme: {
    // Spec §9 breakpoints: 576, 768, 992, 1200, 1302 px.
    screens: { sm: "576px", md: "768px", lg: "992px", xl: "1200px", "2xl": "1302px" },
    extend: {
      colors: {
        brand: {
          50: "#eef5fb",
          100: "#d6e6f4",
          200: "#adcce8",
          500: "#2b6cb0",
          600: "#1f5a96",
          700: "#174877",
          800: "#123a60",
          900: "#0d2a45",
        },
      },
      spacing: { sidebar: "300px", "sidebar-mini": "144px" },
      height: { control: "40px", "control-lg": "48px", "control-sm": "34px" },
      minHeight: { control: "40px", "control-lg": "48px", "control-sm": "34px" },
      fontFamily: {
        sans: ['"Segoe UI"', "Roboto", '"Helvetica Neue"', "Arial", '"Noto Sans"', '"Liberation Sans"', "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
